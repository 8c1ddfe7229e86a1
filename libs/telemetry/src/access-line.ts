import { writeSync } from 'node:fs';
import pino, { Logger } from 'pino';
import { traceFields } from './logging';
import { EDGE_FRONT_DOOR_ROUTE, edgeCacheAnswers, observeHttpAnswer, UNMATCHED_ROUTE } from './metrics';

/** One answered request, as pino-http's access line reports it. */
export interface AccessLine {
  id: string;
  method: string;
  url: string;
  statusCode: number;
  /** Milliseconds from the request to the answer. */
  responseTime: number;
}

type PinoInternals = Logger & { [key: symbol]: unknown };
type Destination = { write(line: string): unknown };

/**
 * The access line pino-http writes ("request completed", level info, the request's id, method and url, the
 * status, the response time, the trace fields), for requests answered before any framework runs (the
 * gateway's front door). The line is the same, byte for byte apart from the time, but it is assembled as a
 * string and written to the logger's own destination: pino's per-line machinery (merging, the serializers,
 * redaction of the root's wildcard paths) costs several times the answer itself on the hottest path, and
 * such a line holds nothing to serialize or redact. `extra` adds fixed fields (e.g. `{ cache: 'HIT' }`).
 * The lines of one turn of the event loop go to the destination together, in one write after the turn's
 * I/O: one write per line is a write(2) and a thread-pool round trip per request, which on a busy front
 * door cost as much as answering (and nothing is held longer than the turn; a process exiting writes what
 * is pending). Each line is also metered (libs/telemetry metrics: latency, edge-cache outcome). Answers
 * undefined when `logger` has no destination to write to.
 */
export function accessLineWriter(logger: Logger, extra: Record<string, string | number | boolean> = {}): ((line: AccessLine) => void) | undefined {
  const internals = logger as PinoInternals;
  const destination = internals[pino.symbols.streamSym] as Destination | undefined;
  const bindings = internals[pino.symbols.chindingsSym];
  if (!destination || typeof destination.write !== 'function' || typeof bindings !== 'string') return undefined;
  const level = logger.levels.values.info;
  const head = `{"level":${level},"time":`;
  const tail = Object.entries(extra)
    .map(([name, value]) => `,${JSON.stringify(name)}:${JSON.stringify(value)}`)
    .join('');
  let pending = '';
  const flush = () => {
    if (pending === '') return;
    const lines = pending;
    pending = '';
    destination.write(lines);
  };
  let exitHooked = false;
  const flushOnExit = () => {
    const lines = pending;
    pending = '';
    const sonic = destination as { fd?: unknown; flushSync?: () => void };
    try {
      // pino's destination writes asynchronously: what it still holds must go out before the process ends.
      sonic.flushSync?.();
    } catch {
      // Not open yet or already closed: its own buffer cannot be written any more.
    }
    if (lines === '') return;
    if (typeof sonic.fd === 'number' && sonic.fd >= 0) {
      // Straight to the descriptor: handed to the destination, the lines would start an asynchronous write
      // (or join one in flight) that the ending process does not wait for.
      try {
        writeSync(sonic.fd, lines);
        return;
      } catch {
        // Closed descriptor: fall through to the destination, which knows whether it can still write.
      }
    }
    destination.write(lines);
    try {
      sonic.flushSync?.();
    } catch {
      // As above.
    }
  };
  // Such answers never reach Fastify's hooks (libs/http's metrics): they are metered here, log level or not.
  const cached = typeof extra.cache === 'string' ? edgeCacheAnswers.labels({ result: extra.cache }) : undefined;
  const route = cached ? EDGE_FRONT_DOOR_ROUTE : UNMATCHED_ROUTE;
  return (line) => {
    cached?.inc();
    observeHttpAnswer(line.method, route, line.statusCode, line.responseTime / 1000);
    if (!logger.isLevelEnabled('info')) return;
    if (pending === '') {
      if (!exitHooked) {
        exitHooked = true;
        process.once('exit', flushOnExit);
      }
      setImmediate(flush);
    }
    const id = JSON.stringify(line.id);
    const trace = traceFields();
    const traced = trace.trace_id ? `,"trace_id":${JSON.stringify(trace.trace_id)},"span_id":${JSON.stringify(trace.span_id)}` : '';
    pending += `${head}${Date.now()}${bindings}${traced},"req":{"id":${id},"method":${JSON.stringify(line.method)},"url":${JSON.stringify(line.url)}},"requestId":${id},"res":{"statusCode":${line.statusCode}}${tail},"responseTime":${line.responseTime},"msg":"request completed"}\n`;
  };
}
