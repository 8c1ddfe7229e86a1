import { randomBytes } from 'node:crypto';
import type { MatrixCaller } from '@liquify/testing';
import { waitFor } from '@liquify/testing';
import { api, loginAs, registerUser, Session, uniqueEmail } from '../support';

/**
 * The callers and the owner's resources of the authorization matrix (authorization-matrix.e2e.ts).
 * The seeded admin only creates a second admin; that second admin does everything else (creating the
 * catalogue items, demoting, deleting), so the matrix never changes the seeded admin's own account.
 */

export interface MatrixAccount {
  email: string;
  password: string;
  token: string;
}

/** The owner's resources, by the name the path parameters are filled from. */
export interface OwnedIds {
  ownerUser: string;
  store: string;
  moduleEntry: string;
  sectionEntry: string;
  removedModuleEntry: string;
  removedSectionEntry: string;
  ticket: string;
}

export interface MatrixFixtures {
  accounts: Record<Exclude<MatrixCaller, 'anonymous'>, MatrixAccount>;
  owned: OwnedIds;
}

const PASSWORD = 'Passw0rd!matrix';
const SETTLE = { timeout: 5_000, interval: 50 };
const randomId = () => randomBytes(12).toString('hex');

async function ok(what: string, pending: Promise<{ status: number; text: string; body: any }>) {
  const res = await pending;
  if (res.status < 200 || res.status >= 300) throw new Error(`matrix fixture: ${what} answered ${res.status} ${res.text.slice(0, 300)}`);
  return res.body?.data;
}

export async function signIn(email: string, password: string): Promise<string> {
  return (await ok(`sign-in of ${email}`, api('/api/auth/login', { body: { email, password } }))).token;
}

const account = (s: Session): MatrixAccount => ({ email: s.email, password: s.password, token: s.token });

/** An account created by `admin` with the given role, signed in. */
async function createAccount(adminToken: string, role: 'admin' | 'user', prefix: string): Promise<MatrixAccount & { id: string }> {
  const email = uniqueEmail(prefix);
  const user = await ok(`creating ${prefix}`, api('/api/users', { token: adminToken, body: { email, password: PASSWORD, name: `Matrix ${prefix}`, role } }));
  return { id: user._id ?? user.id, email, password: PASSWORD, token: await signIn(email, PASSWORD) };
}

const meStatus = async (token: string) => (await api('/api/auth/me', { token })).status;

/** A published catalogue module and section (the library learns of them over Kafka), added to the owner's library. */
async function libraryEntry(adminToken: string, owner: Session, kind: 'module' | 'section'): Promise<string> {
  const slug = `matrix-${randomId().slice(0, 10)}`;
  const item =
    kind === 'module'
      ? await ok('creating a module', api('/api/admin/modules', { token: adminToken, body: { title: `Matrix module ${slug}`, description: 'Owned by the authorization matrix', status: 'published' } }))
      : await ok(
          'creating a section',
          api('/api/admin/sections', {
            token: adminToken,
            body: { title: 'Matrix section', description: 'Owned by the authorization matrix', slug, category: 'hero', status: 'published', code: '<section class="matrix">Matrix</section>' },
          }),
        );
  await waitFor(async () => (await api(`/api/user-${kind}s/quota-check?${kind}Slug=${item.slug}`, { token: owner.token })).body?.data?.allowed === true, {
    timeout: 20_000,
    interval: 100,
    message: `${kind} ${item.slug} reaching the library`,
  });
  const body = kind === 'module' ? { moduleId: item._id } : { sectionSlug: item.slug };
  return (await ok(`adding the ${kind}`, api(`/api/user-${kind}s/add`, { token: owner.token, body })))._id;
}

/** The owner's library: a module and a section kept, and one of each removed (restorable for 10 minutes). */
async function libraryEntries(adminToken: string, owner: Session) {
  const [moduleEntry, sectionEntry, removedModuleEntry, removedSectionEntry] = await Promise.all(
    (['module', 'section', 'module', 'section'] as const).map((kind) => libraryEntry(adminToken, owner, kind)),
  );
  await ok('removing a module', api(`/api/user-modules/remove/${removedModuleEntry}`, { method: 'DELETE', token: owner.token }));
  await ok('removing a section', api(`/api/user-sections/remove/${removedSectionEntry}`, { method: 'DELETE', token: owner.token }));
  return { moduleEntry, sectionEntry, removedModuleEntry, removedSectionEntry };
}

export async function setUpMatrix(): Promise<MatrixFixtures> {
  const seed = await loginAs('admin');
  const admin = await createAccount(seed.token, 'admin', 'matrix-admin');
  const [demoted, owner, otherCustomer, deleted, signedOut] = await Promise.all([
    createAccount(admin.token, 'admin', 'matrix-demoted'),
    registerUser({ email: uniqueEmail('matrix-owner') }),
    registerUser({ email: uniqueEmail('matrix-other') }),
    registerUser({ email: uniqueEmail('matrix-deleted') }),
    registerUser({ email: uniqueEmail('matrix-signed-out') }),
  ]);

  // The demoted admin's token was issued while the account was an admin; the account is a customer now.
  await ok('the demoted admin before demotion', api('/api/admin/users/stats/overview', { token: demoted.token }));
  await ok('demoting', api(`/api/users/${demoted.id}/role`, { method: 'PUT', token: admin.token, body: { role: 'user' } }));
  await ok('deleting', api(`/api/users/${deleted.user.id ?? deleted.user._id}`, { method: 'DELETE', token: admin.token }));
  await ok('signing out', api('/api/auth/logout', { method: 'POST', token: signedOut.token }));
  // Each takes effect everywhere within a second (edge caches); the matrix then holds them to it.
  await waitFor(async () => (await api('/api/admin/users/stats/overview', { token: demoted.token })).status === 403, { ...SETTLE, message: 'the demotion taking effect' });
  await waitFor(async () => (await meStatus(deleted.token)) === 401, { ...SETTLE, message: 'the deletion taking effect' });
  await waitFor(async () => (await meStatus(signedOut.token)) === 401, { ...SETTLE, message: 'the sign-out taking effect' });

  const [entries, store, ticket] = await Promise.all([
    libraryEntries(admin.token, owner),
    ok('creating a store', api('/api/stores', { token: owner.token, body: { name: `Matrix store ${randomId().slice(0, 6)}` } })),
    ok('opening a ticket', api('/api/support/tickets', { token: owner.token, body: { title: 'Authorization matrix ticket', description: 'A ticket the authorization matrix owns.' } })),
  ]);

  // Both entries placed in the store (the stores service learns of library entries over Kafka).
  for (const [kind, field, entry] of [['modules', 'moduleId', entries.moduleEntry], ['sections', 'sectionId', entries.sectionEntry]] as const) {
    await waitFor(async () => (await api(`/api/stores/${store._id}/${kind}`, { token: owner.token, body: { [field]: entry } })).status === 200, {
      timeout: 20_000,
      interval: 100,
      message: `placing the ${kind.slice(0, -1)} entry in the owner's store`,
    });
  }

  return {
    accounts: {
      owner: account(owner),
      otherCustomer: account(otherCustomer),
      admin,
      demotedAdmin: demoted,
      deletedUser: account(deleted),
      signedOutToken: account(signedOut),
    },
    owned: { ownerUser: owner.user.id ?? owner.user._id, store: store._id, ticket: ticket._id, ...entries },
  };
}
