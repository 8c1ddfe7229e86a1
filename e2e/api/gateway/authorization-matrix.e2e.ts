import { randomBytes } from 'node:crypto';
import { allRoutes, RouteContract } from '@liquify/contracts';
import { expectedOutcome, MatrixCaller, statusMatches } from '@liquify/testing';
import { api } from '../support';
import { MatrixFixtures, OwnedIds, setUpMatrix, signIn } from './authorization-matrix.fixtures';

/**
 * Issue 23 item 4: the authorization matrix. Every route declared in libs/contracts × {anonymous, owner,
 * another customer, admin, demoted admin, deleted user, signed-out token}, through the gateway, each answer
 * held to the class libs/testing/src/authorization-matrix.ts derives from the route's `access`; never a 5xx.
 * A new route is covered the day it is declared. Paths naming a resource are filled with the owner's real ids
 * (a store, library entries, a ticket, the account), anything else with an id that names nothing.
 */

/**
 * Which owned id fills a path parameter of a signed-in route (the first match); unlisted parameters get an id
 * that names nothing. Restoring takes an entry the owner removed.
 * (GET /api/stores/holding/{entryId} asks which of the CALLER's stores hold an entry: not the owner's resource,
 * checked on its own below.)
 */
const OWNED_PARAMS: [RegExp, Record<string, keyof OwnedIds>][] = [
  [/^\/api\/stores\/\{id\}/, { id: 'store', moduleId: 'moduleEntry', sectionId: 'sectionEntry' }],
  [/^\/api\/user-modules\/restore\//, { id: 'removedModuleEntry' }],
  [/^\/api\/user-sections\/restore\//, { id: 'removedSectionEntry' }],
  [/^\/api\/(user-modules|remote-modules)\//, { id: 'moduleEntry' }],
  [/^\/api\/user-sections\//, { id: 'sectionEntry' }],
  [/^\/api\/support\/tickets\//, { id: 'ticket' }],
  [/^\/api\/users\/\{id\}$/, { id: 'ownerUser' }],
];

/**
 * Valid bodies for the writes on the owner's resources, so another customer's attempt is refused for not being
 * the owner rather than for the body (every other write gets `{}`).
 */
const VALID_BODIES: Record<string, (owned: OwnedIds) => unknown> = {
  'put /api/stores/{id}': () => ({ name: 'Matrix store renamed' }),
  'post /api/stores/{id}/modules': (owned) => ({ moduleId: owned.moduleEntry }),
  'post /api/stores/{id}/sections': (owned) => ({ sectionId: owned.sectionEntry }),
  'put /api/user-modules/{id}': () => ({ title: 'Matrix module renamed' }),
  'put /api/user-sections/{id}': () => ({ title: 'Matrix section renamed' }),
  'put /api/users/{id}': () => ({ fullName: 'Matrix Owner' }),
  'post /api/support/tickets/{id}/messages': () => ({ message: 'A reply from the authorization matrix.' }),
};

const bodyFor = (route: RouteContract, owned: OwnedIds) =>
  route.method === 'get' || route.method === 'delete' ? undefined : (VALID_BODIES[`${route.method} ${route.path}`]?.(owned) ?? {});
const placeholderBody = (route: RouteContract) => Boolean(route.body) && !VALID_BODIES[`${route.method} ${route.path}`];

/** Routes that end the caller's session when they succeed: every live caller uses a fresh sign-in, and they run last. */
const endsSession = (route: RouteContract) => route.path.startsWith('/api/auth/logout');

/**
 * Reads and writes first, then deletions (a sub-resource before its parent), then sign-outs (logout before
 * logout-all), so no call removes what a later one needs.
 */
function runOrder(routes: RouteContract[]): RouteContract[] {
  const rank = (r: RouteContract) => (endsSession(r) ? 2 : r.method === 'delete' ? 1 : 0);
  const depth = (r: RouteContract) => r.path.split('/').length;
  return routes
    .map((route, i) => ({ route, i }))
    .sort((a, b) => rank(a.route) - rank(b.route) || (rank(a.route) === 1 ? depth(b.route) - depth(a.route) : 0) || (rank(a.route) === 2 ? a.route.path.length - b.route.path.length : 0) || a.i - b.i)
    .map(({ route }) => route);
}

/** The owner's resources go last but one (others try them first), the admin last. */
const CALL_ORDER: MatrixCaller[] = ['anonymous', 'otherCustomer', 'demotedAdmin', 'deletedUser', 'signedOutToken', 'owner', 'admin'];

function concretePath(route: RouteContract, owned: OwnedIds): { path: string; ownedResource: boolean } {
  const table = route.access === 'user' ? (OWNED_PARAMS.find(([prefix]) => prefix.test(route.path))?.[1] ?? {}) : {};
  let ownedResource = false;
  const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const key = table[name];
    if (!key) return randomBytes(12).toString('hex');
    ownedResource = true;
    return owned[key];
  });
  return { path, ownedResource };
}

let fx: MatrixFixtures;

beforeAll(async () => {
  fx = await setUpMatrix();
}, 120_000);

async function tokenFor(caller: MatrixCaller, route: RouteContract): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  const account = fx.accounts[caller];
  const live = caller !== 'deletedUser' && caller !== 'signedOutToken';
  return live && endsSession(route) ? signIn(account.email, account.password) : account.token;
}

describe('authorization matrix (e2e): every declared route × 7 callers', () => {
  it("uses the owner's real resources: the owner reads each, the other customer gets none", async () => {
    const { owned, accounts } = fx;
    for (const path of [`/api/stores/${owned.store}`, `/api/user-modules/${owned.moduleEntry}`, `/api/user-sections/${owned.sectionEntry}`, `/api/support/tickets/${owned.ticket}`, `/api/users/${owned.ownerUser}`]) {
      expect({ path, status: (await api(path, { token: accounts.owner.token })).status }).toEqual({ path, status: 200 });
      const other = (await api(path, { token: accounts.otherCustomer.token })).status;
      expect({ path, refused: other === 403 || other === 404 }).toEqual({ path, refused: true });
    }
    const holding = async (token: string) => (await api(`/api/stores/holding/${owned.moduleEntry}`, { token })).body?.data;
    expect(await holding(accounts.owner.token)).toEqual({ count: 1, stores: [{ _id: owned.store, name: expect.any(String) }] });
    expect(await holding(accounts.otherCustomer.token)).toEqual({ count: 0, stores: [] });
  });

  it.each(runOrder(allRoutes()).map((route) => [`${route.method.toUpperCase()} ${route.path} (${route.access})`, route] as const))('%s', async (_label, route) => {
    const { path, ownedResource } = concretePath(route, fx.owned);
    const violations: string[] = [];
    for (const caller of CALL_ORDER) {
      const outcome = expectedOutcome({ access: route.access, caller, ownedResource, placeholderBody: placeholderBody(route) });
      const res = await api(path, { method: route.method.toUpperCase(), token: await tokenFor(caller, route), body: bodyFor(route, fx.owned) });
      const refusal = outcome === 'unauthenticated' || outcome === 'forbidden';
      if (!statusMatches(outcome, res.status) || (refusal && res.body?.success !== false)) {
        violations.push(`${caller}: expected ${outcome}, got ${res.status} ${res.text.slice(0, 160)}`);
      }
    }
    expect({ route: `${route.method.toUpperCase()} ${path}`, violations }).toEqual({ route: `${route.method.toUpperCase()} ${path}`, violations: [] });
  });
});
