// 200 virtual users for 60 s over the main journeys: sign in, browse the catalogue, add a module, customise
// it, load its remote snippet, open and read tickets. Nothing is broken: every answer must be a success or
// the journey's expected refusal (no 5xx), p99 under 300 ms, and every acknowledged add exactly once.
import { performance } from 'node:perf_hooks';
import { readUntil, sleep } from './client.mjs';
import { countKeys, reconcile } from './ledger.mjs';
import { Recorder } from './report.mjs';

export const name = '200 virtual users for 60 s';
export const USERS = Number(process.env.CHAOS_VUS ?? 200);
export const DURATION_MS = Number(process.env.CHAOS_VU_SECONDS ?? 60) * 1000;
/** Pause between one user's requests (a person reading the page), drawn in [THINK_MS/2, 3*THINK_MS/2]. */
const THINK_MS = Number(process.env.CHAOS_THINK_MS ?? 1000);
export const P99_LIMIT_MS = 300;
/** Users arrive over this time (their sign-ins, bcrypt at cost 10 each, spread over it). */
const RAMP_MS = Number(process.env.CHAOS_VU_RAMP_S ?? 20) * 1000;

const think = () => sleep(THINK_MS / 2 + Math.random() * THINK_MS);

/** The accounts signed up beforehand (not measured): sign-up is not part of the journey. */
async function accounts(ctx, count) {
  const stamp = Date.now().toString(36);
  const out = [];
  for (let i = 0; i < count; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - i) }, async (_, j) => {
        const email = `chaos-vu-${stamp}-${i + j}@example.com`;
        await readUntil(`sign up ${email}`, () => ctx.fx.register(email));
        out.push(email);
      }),
    );
  }
  return out;
}

async function journey(ctx, email, until, ledger) {
  const { call, fx } = ctx;
  await sleep(Math.random() * RAMP_MS); // users arrive over the first RAMP_MS, each signing in (bcrypt) as it does
  const login = await call('/api/auth/login', { body: { email, password: 'Chaos-Passw0rd!' } });
  if (login.status !== 200) return ledger.failures.push(`sign in ${email}: ${login.status}`);
  const token = login.body.data.token;
  const userId = login.body.data.user._id ?? login.body.data.user.id;
  let entry = null;
  let snippetPath = null;
  let ticketId = null;
  const modules = fx.moduleIds;
  while (Date.now() < until) {
    await think();
    const catalogue = await call('/api/modules?limit=20');
    const slug = catalogue.body?.data?.[Math.floor(Math.random() * (catalogue.body?.data?.length ?? 1))]?.slug;
    await think();
    if (slug) await call(`/api/modules/${slug}`, { token });
    await think();
    if (!entry) {
      const moduleId = modules[Math.floor(Math.random() * modules.length)];
      const added = await call('/api/user-modules/add', { token, body: { moduleId } });
      if (added.status === 201) {
        entry = added.body.data;
        ledger.adds.push(`${userId}:${moduleId}`);
      }
    } else {
      await call(`/api/user-modules/${entry._id}`, { method: 'PUT', token, body: { title: `My module ${Math.floor(Math.random() * 1000)}` } });
      await think();
      if (!snippetPath) {
        const t = await call(`/api/remote-modules/generate-token/${entry._id}`, { token });
        if (t.status === 200) snippetPath = `/api/remote-modules/snippet/${t.body.data.token}`;
      }
      if (snippetPath) await call(snippetPath, { headers: { referer: 'https://chaos-store.myshopify.com/' } });
    }
    await think();
    await call('/api/user-modules/library', { token });
    await think();
    if (!ticketId) {
      const created = await call('/api/support/tickets', { token, body: { title: `Question from ${email.slice(0, 20)}`, description: 'How do I change the colours of this module?' } });
      if (created.status === 201) ticketId = created.body.data._id;
    } else {
      await call(`/api/support/tickets/${ticketId}`, { token });
    }
    ledger.rounds++;
  }
  ledger.users.push(userId);
}

export async function run(ctx) {
  const emails = await accounts(ctx, USERS);
  const recorder = new Recorder();
  ctx.recorder = recorder;
  const started = performance.now();
  const ledger = { adds: [], users: [], rounds: 0, failures: [] };
  const until = Date.now() + DURATION_MS;
  await Promise.all(emails.map((email) => journey(ctx, email, until, ledger)));
  ctx.recorder = null;
  const entries = await ctx.db.collection('library', 'library_entries').find({ userId: { $in: ledger.users }, kind: 'module', removedAt: null }, { projection: { userId: 1, catalogueId: 1 } }).toArray();
  const seconds = (performance.now() - started) / 1000;
  const f = recorder.figures();
  return {
    name,
    durationS: seconds,
    figures: f,
    breakdown: recorder.breakdown(),
    accounts: [reconcile('library adds', ledger.adds, countKeys(entries.map((e) => `${e.userId}:${e.catalogueId}`)))],
    limits: { p99ms: P99_LIMIT_MS },
    notes: [`${USERS} users, ${ledger.rounds} journeys, ${(f.requests / seconds).toFixed(0)} requests/s`],
    failures: ledger.failures.slice(0, 5),
  };
}
