import type { Server } from 'node:http';
import net from 'node:net';
import { INestApplication, Logger } from '@nestjs/common';
import { HealthRegistry } from './health';

/** The time a process has from SIGTERM to its exit (Kubernetes' grace is longer: its preStop sleep comes first). */
export const SHUTDOWN_GRACE_MS = 10_000;
/** Of the grace, what is kept for closing the consumer, the relay and the connections once requests are done. */
const CLOSE_RESERVE_MS = 4_000;
/** How long idle keep-alive connections stay open after SIGTERM, for a request a client may be sending on one. */
const IDLE_LINGER_MS = 1_000;
const IDLE_REAP_EVERY_MS = 100;

export interface ShutdownOptions {
  /** Everything must be done within this; then the process exits anyway (default SHUTDOWN_GRACE_MS). */
  graceMs?: number;
  /** How long requests in flight may take to finish (default: the grace less 4 s for closing the rest). */
  drainMs?: number;
}

/**
 * Stops a process without dropping a request: it reports not ready (/readyz 503), stops accepting
 * connections, answers every request it holds or that still arrives on an open connection (each answer with
 * `Connection: close`, so the client goes elsewhere next), closes idle connections; then, once those requests
 * are answered (or `drainMs` has passed, when what remains is cut), closes the app: the Kafka consumer, the
 * outbox relay, MongoDB and Redis (the Nest shutdown hooks). Answers when all is closed.
 */
export async function drainAndClose(app: INestApplication, options: ShutdownOptions = {}): Promise<void> {
  const graceMs = options.graceMs ?? SHUTDOWN_GRACE_MS;
  const drainMs = options.drainMs ?? Math.max(0, graceMs - CLOSE_RESERVE_MS);
  const logger = new Logger('Shutdown');
  try {
    app.get(HealthRegistry, { strict: false }).beginShutdown();
  } catch {
    // No HealthModule in this app.
  }
  const server = app.getHttpServer() as Server;
  // Every answer from now on ends its connection, so the client opens its next one elsewhere. Prepended:
  // before the app's own handler, which may answer synchronously (the gateway's edge front door).
  server.prependListener('request', (_req, res) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  });
  let startReaping: NodeJS.Timeout | undefined;
  let reaper: NodeJS.Timeout | undefined;
  const drained = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), drainMs);
    timer.unref();
    // No new connection from here. net.Server's close, not http.Server's, which would also drop every idle
    // keep-alive connection at once: a client (nginx, the gateway's pool) may be sending on one right now.
    net.Server.prototype.close.call(server, () => {
      clearTimeout(timer);
      resolve(true);
    });
    // Open connections stay usable a moment (their next answer closes them cleanly); then those left idle,
    // and those whose request in flight has been answered, are closed.
    startReaping = setTimeout(() => {
      server.closeIdleConnections();
      reaper = setInterval(() => server.closeIdleConnections(), IDLE_REAP_EVERY_MS).unref();
    }, Math.min(IDLE_LINGER_MS, drainMs)).unref();
  });
  clearTimeout(startReaping);
  clearInterval(reaper);
  if (!drained) {
    logger.warn(`requests still in flight after ${drainMs} ms: their connections are closed`);
    server.closeAllConnections();
  }
  await app.close();
}

/**
 * SIGTERM / SIGINT: drainAndClose, then exit 0; exit 1 if it fails or outlasts the grace. Installed by `listen`
 * for every process (gateway and services), once; answers a function that removes the signal handlers.
 */
export function closeOnSignals(app: INestApplication, name: string, options: ShutdownOptions = {}): () => void {
  const graceMs = options.graceMs ?? SHUTDOWN_GRACE_MS;
  const logger = new Logger(name);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: finishing the requests in flight, then closing`);
    const deadline = setTimeout(() => {
      logger.error(`still closing after ${graceMs} ms: exiting anyway`);
      process.exit(1);
    }, graceMs).unref();
    drainAndClose(app, { ...options, graceMs }).then(
      () => {
        clearTimeout(deadline);
        process.exit(0);
      },
      (err) => {
        clearTimeout(deadline);
        logger.error(`shutdown failed: ${(err as Error)?.stack ?? String(err)}`);
        process.exit(1);
      },
    );
  };
  const signals = ['SIGTERM', 'SIGINT'] as const;
  for (const signal of signals) process.on(signal, stop);
  return () => signals.forEach((signal) => process.off(signal, stop));
}
