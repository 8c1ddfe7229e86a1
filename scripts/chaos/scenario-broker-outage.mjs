// The Kafka broker stops for 15 s mid-load, then comes back: writes keep being acknowledged (the outbox holds
// their events), and every event reaches its readers within 5 s of the broker's return, that is from the moment
// it coordinates consumer groups again (it answers metadata earlier, while it still loads its coordinator: that
// time is the broker's, printed apart).
import { kafkaCoordinating } from '../infra/health.mjs';
import { sleep } from './client.mjs';
import { secondsUntil, snapshotConverged, underWrites } from './under-writes.mjs';

export const name = 'broker down 15 s';
export const OUTAGE_MS = 15_000;

export function run(ctx) {
  return underWrites(ctx, name, async ({ recorder, ledger }) => {
    recorder.outage = true;
    await ctx.infra.kafka.stop();
    await sleep(OUTAGE_MS);
    await ctx.infra.kafka.start();
    const coordinatingS = await secondsUntil(() => kafkaCoordinating(ctx.infra.env.KAFKA_BROKERS), 60);
    recorder.outage = false;
    const caughtUp = snapshotConverged(ctx, ledger);
    const convergenceS = await secondsUntil(caughtUp, 60);
    return {
      convergenceS,
      notes: [
        `broker stopped ${OUTAGE_MS / 1000} s, answering again, coordinating groups ${coordinatingS === null ? 'not within 60 s' : `${coordinatingS.toFixed(1)} s later`}, then the events of the writes acknowledged so far reached their readers (${caughtUp.detail()})`,
      ],
    };
  });
}
