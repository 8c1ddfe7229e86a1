// The same signed Stripe event delivered to both billing replicas at once (twice each, as Stripe's retries
// can): exactly one delivery acts, the others are acknowledged as duplicates (or 409 while the first still
// acts), and billing records it once.
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../infra/paths.mjs';
import { countKeys, reconcile } from './ledger.mjs';
import { Recorder } from './report.mjs';

const Stripe = createRequire(path.join(REPO_ROOT, 'package.json'))('stripe');

export const name = 'webhook replay on both billing replicas';
const EVENTS = 30;
const DELIVERIES_PER_REPLICA = 2;

export async function run(ctx) {
  const recorder = new Recorder();
  ctx.recorder = recorder;
  const started = Date.now();
  const secret = ctx.stack.env.E2E_STRIPE_WEBHOOK_SECRET;
  const billing = ctx.stack.byService.billing;
  const stamp = Date.now().toString(36);
  const ids = [];
  const failures = [];
  const acted = new Map();
  await Promise.all(
    Array.from({ length: EVENTS }, async (_, i) => {
      const id = `evt_chaos_${stamp}_${i}`;
      const raw = JSON.stringify({ id, object: 'event', type: 'invoice.paid', created: Math.floor(Date.now() / 1000), data: { object: { id: `in_chaos_${stamp}_${i}`, object: 'invoice' } } });
      const headers = { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: raw, secret }) };
      const answers = await Promise.all(billing.flatMap((r) => Array.from({ length: DELIVERIES_PER_REPLICA }, () => ctx.call(`${r.url}/api/stripe/webhook`, { raw, headers }))));
      const firsts = answers.filter((a) => a.status === 200 && a.body?.data?.duplicate === false).length;
      // A delivery that finds another one of the same event still acting may answer 409 (Stripe then retries).
      const bad = answers.filter((a) => !(a.status === 200 && a.body?.data?.received === true) && a.status !== 409);
      if (bad.length) failures.push(`${id}: ${bad.map((a) => `${a.status} ${a.text.slice(0, 100)}`).join('; ')}`);
      acted.set(id, firsts);
      if (firsts !== 1) failures.push(`${id}: ${firsts} deliveries acted (want exactly 1)`);
      ids.push(id);
    }),
  );
  const stored = await ctx.db.collection('billing', 'webhook_events').find({ _id: { $in: ids } }, { projection: { state: 1 } }).toArray();
  const unfinished = stored.filter((e) => e.state !== 'done');
  if (unfinished.length) failures.push(`${unfinished.length} events left in state ${unfinished[0].state}`);
  ctx.recorder = null;
  return {
    name,
    durationS: (Date.now() - started) / 1000,
    figures: recorder.figures(),
    breakdown: recorder.breakdown(),
    accounts: [reconcile('webhook events recorded', ids, countKeys(stored.map((e) => e._id))), reconcile('webhook events applied', ids, acted)],
    notes: [`${EVENTS} events x ${billing.length} replicas x ${DELIVERIES_PER_REPLICA} deliveries at once: ${[...acted.values()].reduce((a, b) => a + b, 0)} acted`],
    failures,
  };
}
