import { logLevel, type LogEntry } from 'kafkajs';
import { isExpectedStartupRetry, kafkaLogCreator } from './kafka-logging';

const entry = (level: logLevel, message: string, error?: string): LogEntry => ({
  namespace: 'Connection',
  level,
  label: 'ERROR',
  log: { timestamp: '2026-11-23T23:54:52.189Z', message, ...(error ? { error } : {}) },
});

function capture() {
  const lines: Record<'error' | 'warn' | 'log' | 'debug', string[]> = { error: [], warn: [], log: [], debug: [] };
  const logger = {
    error: (m: string) => lines.error.push(m),
    warn: (m: string) => lines.warn.push(m),
    log: (m: string) => lines.log.push(m),
    debug: (m: string) => lines.debug.push(m),
  };
  return { lines, log: kafkaLogCreator(logger)(logLevel.INFO) };
}

describe('kafkajs logs', () => {
  it.each([
    ['a producer on a fresh topic', '[Connection] Response Produce(key: 0, version: 7)', 'This server is not the leader for that topic-partition'],
    ['its retrier', '[Producer] Failed to send messages: This server is not the leader for that topic-partition', undefined],
    ['a consumer fetching offsets', '[Connection] Response ListOffsets(key: 2, version: 3)', 'This server is not the leader for that topic-partition'],
    ['metadata of a topic being created', '[Connection] Response Metadata(key: 3, version: 6)', 'This server does not host this topic-partition'],
    ['a group coordinator still loading', '[Connection] Response FindCoordinator(key: 10, version: 2)', 'The coordinator is not available'],
  ])('logs the expected start-up retry of %s below ERROR', (_what, message, error) => {
    const { lines, log } = capture();
    log(entry(logLevel.ERROR, message, error));
    expect(lines.error).toEqual([]);
    expect(lines.debug).toHaveLength(1);
    expect(lines.debug[0]).toContain(message);
  });

  it('keeps real failures at ERROR, with their details', () => {
    const { lines, log } = capture();
    log(entry(logLevel.ERROR, '[Connection] Response SaslAuthenticate', 'SASL authentication failed'));
    expect(lines.error).toEqual(['[Connection] [Connection] Response SaslAuthenticate {"error":"SASL authentication failed"}']);
  });

  it('maps the other levels onto the logger', () => {
    const { lines, log } = capture();
    log(entry(logLevel.WARN, 'slow'));
    log(entry(logLevel.INFO, 'Starting'));
    log(entry(logLevel.DEBUG, 'details'));
    expect([lines.warn.length, lines.log.length, lines.debug.length]).toEqual([1, 1, 1]);
  });

  it('recognises expected retries by their error text only', () => {
    expect(isExpectedStartupRetry(entry(logLevel.ERROR, 'x', 'This server is not the leader for that topic-partition'))).toBe(true);
    expect(isExpectedStartupRetry(entry(logLevel.ERROR, 'x', 'Broker not found'))).toBe(false);
  });

  it("logs kafkajs' warning about the idempotent producer's bounded retries at debug: a choice made on purpose, not news at every start", () => {
    const { lines, log } = capture();
    log(entry(logLevel.WARN, 'Limiting retries for the idempotent producer may invalidate EoS guarantees'));
    expect(lines.warn).toEqual([]);
    expect(lines.debug).toEqual([expect.stringContaining('settled (libs/kafka/src/kafka-logging.ts): ')]);
    log(entry(logLevel.WARN, 'Something else'));
    expect(lines.warn).toHaveLength(1);
  });
});
