// The frame of the failure scenarios: the write load runs, `disrupt` breaks something and brings it back,
// then the load stops, the events settle and the final state is checked against every acknowledgement.
import { Recorder } from './report.mjs';
import { sleep } from './client.mjs';
import { convergenceParts, converged, startWrites, verifyWrites } from './writes.mjs';

/** Polls `probe` every 100 ms until true; answers the seconds it took, or null after `withinS`. */
export async function secondsUntil(probe, withinS = 60) {
  const started = Date.now();
  while (Date.now() - started < withinS * 1000) {
    if (await probe().catch(() => false)) return (Date.now() - started) / 1000;
    await sleep(100);
  }
  return null;
}

/**
 * The writes acknowledged so far (a snapshot) have reached their readers: the convergence a recovery is
 * measured by (the load goes on meanwhile, its newer writes are not waited for).
 */
export function snapshotConverged(ctx, ledger) {
  const snapshot = { addedEntries: [...ledger.addedEntries], planLimit: ledger.planLimit };
  const started = Date.now();
  const reachedS = {};
  const probe = async () => {
    const parts = await convergenceParts(ctx.call, ctx.db, snapshot, ctx.fx);
    for (const [part, done] of Object.entries(parts)) if (done && reachedS[part] === undefined) reachedS[part] = (Date.now() - started) / 1000;
    return Object.values(parts).every(Boolean);
  };
  /** When each reader caught up: which one the convergence waited for. */
  probe.detail = () => Object.entries({ 'stores copies': reachedS.copies, 'plan limit in identity': reachedS.planLimit }).map(([part, s]) => `${part} ${s === undefined ? 'never' : `${s.toFixed(1)} s`}`).join(', ');
  return probe;
}

/**
 * `disrupt({ recorder, ledger })` answers { convergenceS, notes?, failures? }. The scenario's result is
 * ready for formatScenario().
 */
export async function underWrites(ctx, name, disrupt, { warmupMs = 3000, afterMs = 3000, limits = { convergenceS: 5 } } = {}) {
  const recorder = new Recorder();
  ctx.recorder = recorder;
  const started = Date.now();
  // Lower case: identity stores e-mails lower-cased, and the final check looks them up as sent.
  const load = startWrites(ctx.call, ctx.fx, { prefix: name.split(' ')[0].toLowerCase() });
  ctx.activeLoad = load;
  await sleep(warmupMs);
  const outcome = await disrupt({ recorder, ledger: load.ledger });
  recorder.outage = false;
  await sleep(afterMs);
  const ledger = await load.stop();
  ctx.activeLoad = null;
  const settled = await secondsUntil(() => converged(ctx.call, ctx.db, ledger, ctx.fx), 60);
  const accounts = await verifyWrites(ctx.db, ledger, ctx.fx);
  ctx.recorder = null;
  const failures = [...(outcome.failures ?? []), ...ledger.failures.slice(0, 5).map((f) => `write gave up: ${f}`)];
  if (settled === null) failures.push('the final state did not converge within 60 s after the load');
  return { name, durationS: (Date.now() - started) / 1000, figures: recorder.figures(), breakdown: recorder.breakdown(), accounts, convergenceS: outcome.convergenceS, limits, notes: outcome.notes ?? [], failures };
}
