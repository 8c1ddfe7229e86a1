import { Logger } from '@nestjs/common';
import { logLevel, type LogEntry, type logCreator } from 'kafkajs';

/**
 * Answers a broker gives while it is still starting, or while a new topic's leadership settles: kafkajs
 * retries them by itself and they clear within seconds. Logged below ERROR so a newcomer's first boot is
 * not a wall of errors; if one persists, the operation that gives up still fails and says why.
 */
const EXPECTED_RETRY = [
  /not the leader for that topic-partition/i,
  /does not host this topic-partition/i,
  /leader(ship)? (is )?not available/i,
  /There is no leader for this topic-partition/i,
  /coordinator is (not available|loading)/i,
  /not coordinator/i,
  /group is rebalancing/i,
  /The group member needs to have a valid member id/i,
  /offset (load|commit) in progress/i,
  // Two clients creating the same new topic at once: the loser's CreateTopics answers TOPIC_ALREADY_EXISTS,
  // which kafkajs then ignores. Any other creation error is thrown to ensureTopicsReady's caller.
  /Topic creation errors/i,
];

/**
 * Warnings kafkajs repeats at every start about a choice made on purpose, logged at debug:
 * - the idempotent producer's retries are bounded (the client's retry policy) instead of infinite, so a broker
 *   that stays away fails the send and the outbox keeps the event for the next relay pass; consumers de-duplicate
 *   by eventId, so the exactly-once guarantee kafkajs warns about is not what delivery relies on.
 */
const SETTLED = [/Limiting retries for the idempotent producer/i];

export function isSettledWarning(entry: Pick<LogEntry, 'log'>): boolean {
  return SETTLED.some((re) => re.test(String((entry.log as { message?: string }).message ?? '')));
}

export function isExpectedStartupRetry(entry: Pick<LogEntry, 'log'>): boolean {
  const { message, error } = entry.log as { message?: string; error?: string };
  const text = `${error ?? ''} ${message ?? ''}`;
  return EXPECTED_RETRY.some((re) => re.test(text));
}

interface LevelLogger {
  error(message: string): void;
  warn(message: string): void;
  log(message: string): void;
  debug(message: string): void;
}

/**
 * kafkajs logs through the service's logger (pino), with expected start-up retries at debug level.
 * kafkajs' own default writes JSON to the console beside pino, and at ERROR.
 */
export function kafkaLogCreator(logger: LevelLogger = new Logger('kafkajs')): logCreator {
  return () => (entry) => {
    const { level, namespace, log } = entry;
    const { message, timestamp: _timestamp, logger: _name, ...rest } = log as LogEntry['log'] & { logger?: string };
    const details = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
    const line = `[${namespace}] ${message}${details}`;
    if (level <= logLevel.WARN && isExpectedStartupRetry(entry)) return logger.debug(`expected while the broker settles: ${line}`);
    if (level === logLevel.WARN && isSettledWarning(entry)) return logger.debug(`settled (libs/kafka/src/kafka-logging.ts): ${line}`);
    if (level === logLevel.ERROR || level === logLevel.NOTHING) return logger.error(line);
    if (level === logLevel.WARN) return logger.warn(line);
    if (level === logLevel.INFO) return logger.log(line);
    return logger.debug(line);
  };
}
