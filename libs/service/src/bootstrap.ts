// Imported by a service's main.ts as '@liquify/service/bootstrap'. Nothing instrumented (Nest, http, mongoose,
// ioredis, kafkajs) may be loaded by this file's imports: tracing has to patch those modules before they load.
import { startTracing } from '@liquify/telemetry';
import type { ServiceDefinition } from './service-definition';

/** `node dist/main.js --create-indexes`: build the MongoDB indexes and exit (indexes.ts). */
export const CREATE_INDEXES_FLAG = '--create-indexes';

/**
 * Starts a service, always in this order: tracing, then (only then) the service's code is loaded, its env
 * validated (a bad variable: a clear message and exit 1), the HTTP app created and initialised (seeds run),
 * the Kafka consumer connected, the port opened. SIGTERM/SIGINT stop it gracefully (libs/http graceful-shutdown:
 * not ready, no new connection, the requests in flight answered, then consumer, relay and connections closed),
 * with a hard exit if that takes longer than 10 s. With --create-indexes it builds the MongoDB
 * indexes and exits instead (the production init step; indexes.ts).
 *
 *   // services/library/src/main.ts
 *   import { bootstrapService } from '@liquify/service/bootstrap';
 *   bootstrapService('library', () => import('./service'));
 */
export function bootstrapService(name: string, load: () => Promise<{ service: ServiceDefinition<any> }>): Promise<void> {
  startTracing(name);
  return run(name, load).catch((err) => {
    process.stderr.write(`${name} failed to start: ${(err as Error)?.stack ?? String(err)}\n`);
    process.exit(1);
  });
}

async function run(name: string, load: () => Promise<{ service: ServiceDefinition<any> }>) {
  const { service } = await load();
  if (service.name !== name) throw new Error(`main.ts starts "${name}" but src/service.ts defines "${service.name}"`);
  const { loadConfigOrExit } = await import('@liquify/config');
  const config = loadConfigOrExit(service.configSchema);
  if (process.argv.includes(CREATE_INDEXES_FLAG)) {
    const { createIndexes } = await import('./indexes');
    const collections = await createIndexes(service, config);
    process.stdout.write(`${name}: indexes built for ${collections.join(', ') || 'no collection'}\n`);
    process.exit(0);
  }
  const { listen } = await import('@liquify/http');
  const { startService } = await import('./service-definition');
  const app = await startService(service, config);
  await listen(app, config.PORT, config.HOST, name, { graceMs: config.SHUTDOWN_GRACE_MS });
}
