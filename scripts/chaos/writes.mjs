// The write load the failure scenarios run under: sign-ups, library adds, store changes, ticket replies
// (a few virtual writers in a loop) and admin plan changes (one admin in a loop). Every acknowledged write
// is remembered; verifyWrites then checks the final state holds each exactly once.
import { randomUUID } from 'node:crypto';
import { readUntil, writeOnce, sleep } from './client.mjs';
import { countKeys, reconcile } from './ledger.mjs';

function newLedger() {
  return { signups: [], adds: [], addedEntries: [], stores: [], renames: [], tickets: [], replies: [], users: new Set(), planLimit: null, failures: [] };
}

/** One customer's journey of writes; every acknowledgement goes into `ledger`. */
async function customerWrites(call, fx, ledger, tag) {
  const email = `${tag}@example.com`;
  const signup = await writeOnce(`sign-up ${tag}`, () => fx.register(email), {
    confirm: async () => {
      const r = await writeOnce(`sign in ${tag}`, () => call('/api/auth/login', { body: { email, password: 'Chaos-Passw0rd!' } }), { ok: (x) => x.status === 200 || x.status === 401 || x.status === 404 });
      return r.ack.status === 200 ? r.ack : null;
    },
  });
  ledger.signups.push(email);
  const { token, user } = signup.ack.body.data;
  const userId = user._id ?? user.id;
  ledger.users.add(userId);

  const moduleId = fx.moduleIds[Math.floor(Math.random() * fx.moduleIds.length)];
  const listEntry = async () => {
    const r = await readUntil(`library of ${tag}`, () => call('/api/user-modules/library', { token }));
    return r.body.data.find((e) => e.moduleId === moduleId) ?? null;
  };
  const added = await writeOnce(`library add ${tag}`, () => call('/api/user-modules/add', { token, body: { moduleId } }), {
    confirm: async () => (await listEntry()) ?? null,
  });
  ledger.adds.push(`${userId}:${moduleId}`);
  ledger.addedEntries.push(added.via === 'answer' ? added.ack.body.data._id : added.ack._id);

  const storeName = `${tag} store`;
  const findStore = async (name) => {
    const r = await readUntil(`stores of ${tag}`, () => call('/api/stores', { token }));
    return r.body.data.find((s) => s.name === name) ?? null;
  };
  // The free plan holds one store: an earlier attempt that landed makes the next one answer 403 STORE_LIMIT_REACHED.
  const store = await writeOnce(`store ${tag}`, () => call('/api/stores', { token, body: { name: storeName } }), {
    confirm: () => findStore(storeName),
    conflict: (r) => r.status === 409 || r.body?.code === 'STORE_LIMIT_REACHED',
  });
  ledger.stores.push(tag);
  const storeId = store.via === 'answer' ? store.ack.body.data._id : store.ack._id;
  await writeOnce(`store rename ${tag}`, () => call(`/api/stores/${storeId}`, { method: 'PUT', token, body: { name: `${storeName} renamed` } }));
  ledger.renames.push(tag);

  const title = `${tag} cannot publish`;
  const findTicket = async () => {
    const r = await readUntil(`tickets of ${tag}`, () => call('/api/support/tickets', { token }));
    return r.body.data.find((t) => t.title === title) ?? null;
  };
  // Creates that no natural key makes unique carry an Idempotency-Key, one per write and the same on every attempt:
  // an attempt that landed after its answer was lost (its gateway killed mid-request, the confirming read made before
  // the write's commit) is answered again instead of being made twice.
  const ticketKey = { 'Idempotency-Key': randomUUID() };
  const ticket = await writeOnce(`ticket ${tag}`, () => call('/api/support/tickets', { token, headers: ticketKey, body: { title, description: `The module on my store ${tag} does not show up.` } }), {
    confirm: findTicket,
  });
  ledger.tickets.push(tag);
  const ticketId = ticket.via === 'answer' ? ticket.ack.body.data._id : ticket.ack._id;
  const reply = `${tag} reply: still broken after a refresh`;
  const replyKey = { 'Idempotency-Key': randomUUID() };
  await writeOnce(`ticket reply ${tag}`, () => call(`/api/support/tickets/${ticketId}/messages`, { token, headers: replyKey, body: { message: reply } }), {
    confirm: async () => {
      const r = await readUntil(`ticket of ${tag}`, () => call(`/api/support/tickets/${ticketId}`, { token }));
      return r.body.data.messages.some((m) => m.content === reply) ? r : null;
    },
  });
  ledger.replies.push(reply);
}

/**
 * Start the load: `writers` customers' journeys in a loop, one admin changing the chaos plan's module limit
 * every `adminEveryMs`. Answers { stop() } resolving the ledger once every journey under way has finished.
 */
export function startWrites(call, fx, { writers = 4, adminEveryMs = 1000, prefix = 'w' } = {}) {
  const ledger = newLedger();
  let running = true;
  let n = 0;
  const stamp = Date.now().toString(36);
  const loops = Array.from({ length: writers }, async () => {
    while (running) {
      const tag = `chaos-${prefix}-${stamp}-${n++}`;
      try {
        await customerWrites(call, fx, ledger, tag);
      } catch (err) {
        ledger.failures.push(err.message);
        await sleep(500);
      }
    }
  });
  let limit = 100 + Math.floor(Math.random() * 1000);
  const admin = (async () => {
    while (running) {
      const next = ++limit;
      try {
        await writeOnce(`plan change ${next}`, () =>
          call(`/api/admin/plans/${fx.plan._id}`, { method: 'PUT', token: fx.admin.token, body: { features: { moduleLimit: next } } }),
        );
        ledger.planLimit = next;
      } catch (err) {
        ledger.failures.push(err.message);
      }
      await sleep(adminEveryMs);
    }
  })();
  return {
    ledger,
    async stop() {
      running = false;
      await Promise.all([...loops, admin]);
      return ledger;
    },
  };
}

/**
 * The final state against the ledger, read from the databases: answers the reconcile() results. Called
 * once everything converged (see converged()).
 */
export async function verifyWrites(db, ledger, fx) {
  const users = [...ledger.users];
  const people = await db.collection('identity', 'users').find({ email: { $in: ledger.signups } }, { projection: { email: 1 } }).toArray();
  const entries = await db.collection('library', 'library_entries').find({ userId: { $in: users }, kind: 'module', removedAt: null }, { projection: { userId: 1, catalogueId: 1 } }).toArray();
  const copies = await db.collection('stores', 'library_entries').find({ _id: { $in: ledger.addedEntries } }, { projection: { _id: 1 } }).toArray();
  const stores = await db.collection('stores', 'stores').find({ userId: { $in: users } }, { projection: { name: 1 } }).toArray();
  const tickets = await db.collection('support', 'tickets').find({ userId: { $in: users } }, { projection: { title: 1, messages: 1 } }).toArray();
  const plan = await db.collection('billing', 'plans').findOne({ slug: fx.slug });
  const tagOf = (text, suffix) => text.slice(0, text.length - suffix.length);
  return [
    reconcile('sign-ups', ledger.signups, countKeys(people.map((p) => p.email))),
    reconcile('library adds', ledger.adds, countKeys(entries.map((e) => `${e.userId}:${e.catalogueId}`))),
    reconcile('adds in the stores copy', ledger.addedEntries, countKeys(copies.map((c) => String(c._id)))),
    reconcile('stores', ledger.stores, countKeys(stores.map((s) => (s.name.endsWith(' renamed') ? tagOf(s.name, ' store renamed') : tagOf(s.name, ' store'))))),
    reconcile('store renames', ledger.renames, countKeys(stores.filter((s) => s.name.endsWith(' renamed')).map((s) => tagOf(s.name, ' store renamed')))),
    reconcile('tickets', ledger.tickets, countKeys(tickets.map((t) => tagOf(t.title, ' cannot publish')))),
    reconcile('ticket replies', ledger.replies, countKeys(tickets.flatMap((t) => t.messages.map((m) => m.content)))),
    reconcile('plan changes', ledger.planLimit === null ? [] : [String(ledger.planLimit)], countKeys(plan ? [String(plan.features?.moduleLimit)] : [])),
  ];
}

/**
 * True once the events of the acknowledged writes reached their readers: every added entry in the stores'
 * copy, and the last plan change in identity (the subscriber's /api/auth/me).
 */
export async function converged(call, db, ledger, fx) {
  const parts = await convergenceParts(call, db, ledger, fx);
  return parts.copies && parts.planLimit;
}

/** Each reader's part of convergence: the stores' copies of the adds, identity's view of the plan's limit. */
export async function convergenceParts(call, db, ledger, fx) {
  const copies = await db.collection('stores', 'library_entries').countDocuments({ _id: { $in: ledger.addedEntries } });
  if (ledger.planLimit === null) return { copies: copies === ledger.addedEntries.length, planLimit: true };
  const me = await call('/api/auth/me', { token: fx.subscriber.token, record: false });
  // The admin only raises the limit: a newer change seen means this one was applied too.
  return { copies: copies === ledger.addedEntries.length, planLimit: (me.body?.data?.user?.subscription?.features?.moduleLimit ?? -Infinity) >= ledger.planLimit };
}
