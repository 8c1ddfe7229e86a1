// kill -9 one replica of each service in turn (and of the gateway) under the write load: the other replica
// serves meanwhile, the killed one comes back on its port; no acknowledged write may be lost or doubled.
import { sleep } from './client.mjs';
import { secondsUntil, snapshotConverged, underWrites } from './under-writes.mjs';

export const name = 'kill -9 a replica of each service';

export function run(ctx) {
  return underWrites(ctx, name, async ({ recorder, ledger }) => {
    const notes = [];
    let worst = 0;
    const order = [...ctx.stack.services, 'gateway'];
    for (const [i, service] of order.entries()) {
      const replica = ctx.stack.byService[service][i % 2];
      recorder.outage = true;
      await replica.proc.kill();
      const killedAt = Date.now();
      await sleep(1000);
      await replica.proc.start();
      const back = (Date.now() - killedAt) / 1000;
      const convergence = await secondsUntil(snapshotConverged(ctx, ledger), 20);
      recorder.outage = false;
      worst = convergence === null ? Infinity : Math.max(worst, convergence);
      ctx.log(`  ${replica.name}: back after ${back.toFixed(1)} s, converged ${convergence === null ? 'never' : `${convergence.toFixed(1)} s`} later`);
      notes.push(`${replica.name}: killed, back after ${back.toFixed(1)} s, converged ${convergence === null ? 'never' : `${convergence.toFixed(1)} s`} later`);
      await sleep(500);
    }
    return { convergenceS: worst === Infinity ? null : worst, notes };
  });
}
