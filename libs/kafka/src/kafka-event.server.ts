import { Logger } from '@nestjs/common';
import { KafkaContext, ServerKafka } from '@nestjs/microservices';
import { eventDefinitionFor, eventEnvelopeSchema, EventEnvelope } from '@liquify/contracts';
import { Partitioners, type Consumer, type EachBatchPayload, type EachMessagePayload, type Kafka, type KafkaMessage } from 'kafkajs';
import './kafkajs-request-queue';
import './kafkajs-member-id';
import './kafkajs-fetch-brokers';
import './kafkajs-coordinator-moves';
import { isObservable, lastValueFrom } from 'rxjs';
import { withHeartbeats } from './batch-heartbeats';
import { DLQ_SUFFIX, KAFKA_CONSUMER_RETRY, KAFKA_RETRY, kafkaClientConfig, KafkaConnection, stripPrefix, topicWithPrefix } from './kafka.options';
import { kafkaLogCreator } from './kafka-logging';
import { DEFAULT_KEY_CONCURRENCY, DonePrefix, keyLanes, runLanes } from './key-lanes';
import { supersededInBatch } from './latest-per-key';
import type { OnEventOptions } from './on-event.decorator';
import { DEFAULT_PARTITIONS, ensureTopicsReady, isTransientTopicError } from './topics';
import { ProcessedEventStore } from './processed-events';

export interface KafkaEventServerOptions extends KafkaConnection {
  brokers: string[];
  service: string;
  topicPrefix?: string;
  /** Attempts before a message is parked on the dead-letter topic (default 5). */
  maxAttempts?: number;
  /** First retry delay in ms; doubles each attempt (default 200). */
  retryBaseMs?: number;
  /** Partitions of the topics it creates or grows (KAFKA_PARTITIONS). */
  partitions?: number;
  /** Replicas of the topics it creates (KAFKA_REPLICATION_FACTOR). */
  replicationFactor?: number;
  /** Keys of one fetched batch processed at once, each key's events in order (default 1; see key-lanes.ts). */
  keyConcurrency?: number;
}

export class PoisonMessageError extends Error {}

/**
 * The NestJS Kafka transport (kafkajs) with the platform's consumer guarantees:
 * topic prefixes (test isolation), topics created up front, every payload validated against its zod
 * schema, processed event ids remembered (idempotency), retries with exponential backoff, and poison
 * messages parked on `<topic>.dlq` instead of blocking the partition. Tuned for interactive latency.
 */
/** How long the broker holds a consumer's fetch when there is nothing to read (see the consumer settings). */
export const IDLE_FETCH_WAIT_MS = 1000;

export class KafkaEventServer extends ServerKafka {
  private readonly log = new Logger('KafkaEventServer');
  private store?: ProcessedEventStore;
  private readonly settings: Required<Omit<KafkaEventServerOptions, keyof KafkaConnection>> & KafkaConnection;
  /** What readiness reports, from the consumer's own events (no broker request per probe). */
  private consumerState: { joined: boolean; problem?: string } = { joined: false, problem: 'the consumer has not joined its group yet' };

  constructor(options: KafkaEventServerOptions) {
    super({
      postfixId: '',
      client: {
        clientId: `${options.topicPrefix ?? ''}${options.service}`,
        ...kafkaClientConfig(options),
        // Rides a broker outage out instead of crashing into a new member (see KAFKA_CONSUMER_RETRY).
        retry: { ...KAFKA_CONSUMER_RETRY },
        logCreator: kafkaLogCreator(new Logger('ServerKafka')),
      },
      consumer: {
        groupId: `${options.topicPrefix ?? ''}${options.service}`,
        // Interactive product: hand over records as soon as they exist. A fetch is a long poll: the broker
        // answers it the moment a record is appended (minBytes 1), and waits up to maxWaitTimeInMs only when
        // there is nothing to read. A short wait buys no latency, only idle fetches (at 50 ms, twenty a
        // second per service, a tenth of a core on the broker with nothing happening). kafkajs heartbeats
        // between fetches, so the wait stays at the heartbeat interval, well inside the session timeout.
        maxWaitTimeInMs: IDLE_FETCH_WAIT_MS,
        minBytes: 1,
        heartbeatInterval: IDLE_FETCH_WAIT_MS,
        sessionTimeout: 10000,
        rebalanceTimeout: 10000,
        // Topics are created by ensureTopics (or declared by the platform): the broker never creates one by accident.
        allowAutoTopicCreation: false,
      },
      subscribe: { fromBeginning: true },
      run: { partitionsConsumedConcurrently: 3, autoCommit: true },
      producer: { allowAutoTopicCreation: false, createPartitioner: Partitioners.DefaultPartitioner },
    });
    this.settings = { topicPrefix: '', maxAttempts: 5, retryBaseMs: 200, partitions: DEFAULT_PARTITIONS, replicationFactor: 1, ...options, keyConcurrency: options.keyConcurrency ?? DEFAULT_KEY_CONCURRENCY };
  }

  useProcessedEventStore(store: ProcessedEventStore) {
    this.store = store;
  }

  /** Unprefixed topics with a registered handler. */
  handledTopics(): string[] {
    return [...this.messageHandlers.keys()];
  }

  /** Readiness: throws unless the consumer has joined its group and has not crashed or stopped since. */
  assertConsuming(): void {
    if (this.handledTopics().length === 0) return;
    if (!this.consumerState.joined) throw new Error(this.consumerState.problem ?? 'the consumer is not in its group');
  }

  private trackConsumer(consumer: Consumer) {
    const { GROUP_JOIN, CRASH, STOP, DISCONNECT } = consumer.events;
    consumer.on(GROUP_JOIN, () => {
      this.consumerState = { joined: true };
    });
    consumer.on(CRASH, (event) => {
      const restart = (event.payload as { restart?: boolean }).restart;
      this.consumerState = { joined: false, problem: `the consumer crashed${restart ? ' (restarting)' : ''}: ${(event.payload as { error?: Error }).error?.message ?? 'unknown error'}` };
      // kafkajs gives up for good after an error it deems non-retriable, e.g. "Failed to find group coordinator"
      // while the broker starts or a member of the group was killed: the service would serve on, never consuming
      // again (seen by `npm run chaos`). Start it again, as kafkajs does after a retriable one.
      if (!restart) this.restartLater(consumer);
    });
    consumer.on(STOP, () => {
      this.consumerState = { joined: false, problem: 'the consumer stopped' };
    });
    consumer.on(DISCONNECT, () => {
      this.consumerState = { joined: false, problem: 'the consumer is disconnected' };
    });
  }

  private closing = false;

  /** Connects and runs `consumer` again after KAFKA_RETRY.maxRetryTime, until it runs or the server closes. */
  private restartLater(consumer: Consumer) {
    setTimeout(() => {
      if (this.closing) return;
      this.log.warn('restarting the Kafka consumer after a crash kafkajs does not recover from');
      consumer
        .connect()
        .then(() => this.runConsumer(consumer))
        .catch((err: Error) => {
          this.log.warn(`the Kafka consumer did not restart (${err.message}); trying again`);
          this.restartLater(consumer);
        });
    }, KAFKA_RETRY.maxRetryTime).unref();
  }

  override async close(): Promise<void> {
    this.closing = true;
    await super.close();
  }

  private runConsumer(consumer: Consumer) {
    return consumer.run({
      partitionsConsumedConcurrently: 3,
      // Offsets are resolved only for events processed (processBatch): by default kafkajs resolves a batch's last
      // offset whenever eachBatch returns, and one left early (the consumer stopping, the partition revoked)
      // would be committed past its unprocessed events.
      eachBatchAutoResolve: false,
      // kafkajs heartbeats only between fetches and when asked: a slow batch must not lose the group (batch-heartbeats.ts).
      eachBatch: (payload) => withHeartbeats(payload.heartbeat, IDLE_FETCH_WAIT_MS, () => this.processBatch(payload)),
    });
  }

  /**
   * One partition's fetched messages: each key's in order, several keys at once (key-lanes.ts), each offset
   * resolved once it and every one before it are processed (a crash resumes after the last such one). Which of
   * them were processed before is read once for the batch. A handler of snapshot events (`latestPerKey`) gets
   * only the newest state of each key; a batch handler (OnEventBatch) gets the batch's new events together.
   */
  private async processBatch(payload: EachBatchPayload): Promise<void> {
    const { batch, resolveOffset, heartbeat, pause, isRunning, isStale } = payload;
    const topic = stripPrefix(this.settings.topicPrefix, batch.topic);
    const extras = this.getHandlerByPattern(topic)?.extras as OnEventOptions | undefined;
    this.reportLag(batch.topic, batch.partition, batch.messages);
    // Decoded once here; process() reuses it (one that does not decode is decoded again there, to be parked).
    const decoded = batch.messages.map((message) => this.tryDecode(topic, message));
    const order = extras?.latestPerKey;
    // A snapshot handler keeps a state only if not older than the one it holds: an event applied twice changes
    // nothing, so nothing is read or recorded of which it processed (a read before and a write after each event,
    // on the path of an admin's plan change to every service, issue 26 item 6).
    const processed = this.store && !order ? await this.store.processedAmong(this.group, [...new Set(decoded.flatMap((envelope) => (envelope ? [envelope.eventId] : [])))]) : undefined;
    if (extras?.batch) return this.processTogether(payload, topic, decoded, processed);
    const keys = batch.messages.map((message) => message.key?.toString('utf8'));
    const superseded = order ? supersededInBatch(batch.messages.map((_, i) => ({ key: decoded[i] && keys[i], order: decoded[i] && order(decoded[i]) }))) : [];
    // One lane per key (its events in order), several keys at once; offsets resolved up to the first unfinished.
    const finished = new DonePrefix(batch.messages.length, (index) => resolveOffset(batch.messages[index].offset));
    await runLanes(
      keyLanes(keys),
      this.settings.keyConcurrency,
      async (index) => {
        if (!superseded[index]) await this.process({ topic: batch.topic, partition: batch.partition, message: batch.messages[index], heartbeat, pause }, decoded[index], processed);
        finished.finish(index);
        await heartbeat();
      },
      () => !isRunning() || isStale(),
    );
  }

  /**
   * A batch handler's batch: its new valid events handed over at once and remembered at once, then every offset
   * resolved. If the handler fails, each event is processed alone (retries, dead-letter topic), as for OnEvent.
   */
  private async processTogether(
    { batch, resolveOffset, heartbeat, pause, isRunning, isStale }: EachBatchPayload,
    topic: string,
    decoded: (EventEnvelope | undefined)[],
    processed = new Set<string>(),
  ): Promise<void> {
    const fresh = new Map<string, EventEnvelope>();
    for (const envelope of decoded) if (envelope && !processed.has(envelope.eventId) && !fresh.has(envelope.eventId)) fresh.set(envelope.eventId, envelope);
    let together = fresh.size > 0;
    if (together) {
      try {
        await this.runHandler(topic, [...fresh.values()], batch.messages[0], batch.partition, batch.topic, heartbeat);
        await this.store?.rememberAll(this.group, [...fresh.keys()], topic);
        for (const eventId of fresh.keys()) processed.add(eventId);
      } catch (err) {
        this.log.warn(`${topic}[${batch.partition}]: a batch of ${fresh.size} event(s) failed (${(err as Error).message}); handling each alone`);
        together = false;
      }
    }
    for (const [index, message] of batch.messages.entries()) {
      if (!isRunning() || isStale()) return;
      // Those the batch did not cover: the undecodable ones (parked) and, after a failure, each event alone.
      const envelope = decoded[index];
      if (!envelope || !processed.has(envelope.eventId)) await this.process({ topic: batch.topic, partition: batch.partition, message, heartbeat, pause }, envelope, processed);
      resolveOffset(message.offset);
      if (!together) await heartbeat();
    }
    await heartbeat();
  }

  private get group() {
    return `${this.settings.topicPrefix}${this.settings.service}`;
  }

  /** Calls the topic's handler once with `data` (an envelope, or a batch handler's envelopes). */
  private async runHandler(topic: string, data: unknown, message: KafkaMessage, partition: number, prefixedTopic: string, heartbeat: () => Promise<void>) {
    const handler = this.getHandlerByPattern(topic);
    if (!handler) throw new Error(`no handler for ${topic}`);
    const context = new KafkaContext([message, partition, prefixedTopic, this.consumer!, heartbeat, this.producer!]);
    const result = await handler(data, context);
    if (isObservable(result)) await lastValueFrom(result, { defaultValue: undefined });
  }

  /**
   * A batch whose oldest event was published more than LAG_REPORT_MS ago is reported with how late it is read
   * (and how many the batch holds): after an outage, where the time went, the broker's side or the reader's.
   */
  private reportLag(topic: string, partition: number, messages: KafkaMessage[]) {
    const oldest = Number(messages[0]?.timestamp);
    const lateMs = Date.now() - oldest;
    if (!Number.isFinite(oldest) || lateMs < KafkaEventServer.LAG_REPORT_MS) return;
    this.log.log(`${topic}[${partition}]: ${messages.length} event(s), the oldest published ${(lateMs / 1000).toFixed(1)} s ago`);
  }

  static LAG_REPORT_MS = 2000;

  /** The message's envelope, or undefined when it does not decode (process() parks it on the dead-letter topic). */
  private tryDecode(topic: string, message: KafkaMessage): EventEnvelope | undefined {
    try {
      return this.decode(topic, message);
    } catch {
      return undefined;
    }
  }

  override async bindEvents(consumer: Consumer): Promise<void> {
    this.trackConsumer(consumer);
    const topics = this.handledTopics();
    if (topics.length > 0) {
      const prefixed = topics.map((t) => topicWithPrefix(this.settings.topicPrefix, t));
      // A freshly created topic is briefly unknown to the broker's metadata ("This server does not host
      // this topic-partition"): create, wait for leaders, and retry that transient error with backoff.
      for (let attempt = 1; ; attempt++) {
        try {
          await this.ensureTopics(topics);
          await consumer.subscribe({ topics: prefixed, fromBeginning: true });
          break;
        } catch (err) {
          if (!isTransientTopicError(err) || attempt >= 20) throw err;
          await new Promise((r) => setTimeout(r, Math.min(100 * attempt, 1000)));
        }
      }
    }
    await this.runConsumer(consumer);
  }

  private async ensureTopics(topics: string[]) {
    const wanted = topics.flatMap((t) => [t, `${t}${DLQ_SUFFIX}`]).map((t) => topicWithPrefix(this.settings.topicPrefix, t));
    await ensureTopicsReady(this.client as Kafka, wanted, this.settings.partitions, this.settings.replicationFactor);
  }

  /**
   * One event: decoded (or parked), skipped if processed before (`processed`, the batch's set, kept up to date;
   * otherwise asked of the store), handled with retries (a batch handler gets `[envelope]`), remembered.
   */
  private async process(payload: EachMessagePayload, decoded?: EventEnvelope, processed?: Set<string>): Promise<void> {
    const topic = stripPrefix(this.settings.topicPrefix, payload.topic);
    let envelope: EventEnvelope;
    try {
      envelope = decoded ?? this.decode(topic, payload.message);
    } catch (err) {
      await this.deadLetter(payload, topic, err as Error, 0);
      return;
    }
    const handler = this.getHandlerByPattern(topic);
    // Snapshot handlers (latestPerKey) are not recorded (processBatch).
    const store = (handler?.extras as OnEventOptions | undefined)?.latestPerKey ? undefined : this.store;
    if (processed ? processed.has(envelope.eventId) : store && (await store.has(this.group, envelope.eventId))) return;
    if (!handler) {
      this.log.warn(`no handler for ${topic}`);
      return;
    }
    const data = (handler.extras as OnEventOptions | undefined)?.batch ? [envelope] : envelope;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.runHandler(topic, data, payload.message, payload.partition, payload.topic, payload.heartbeat);
        break;
      } catch (err) {
        if (err instanceof PoisonMessageError || attempt >= this.settings.maxAttempts) {
          await this.deadLetter(payload, topic, err as Error, attempt);
          return;
        }
        const delay = this.settings.retryBaseMs * 2 ** (attempt - 1);
        this.log.warn(`${topic} ${envelope.eventId} failed (attempt ${attempt}), retrying in ${delay} ms: ${(err as Error).message}`);
        await new Promise((r) => setTimeout(r, delay));
        await payload.heartbeat().catch(() => undefined);
      }
    }
    if (store) await store.remember(this.group, envelope.eventId, topic);
    processed?.add(envelope.eventId);
  }

  private decode(topic: string, message: KafkaMessage): EventEnvelope {
    const raw = message.value?.toString('utf8');
    if (!raw) throw new PoisonMessageError('empty message');
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new PoisonMessageError('message is not JSON');
    }
    const envelope = eventEnvelopeSchema.parse(json);
    const def = eventDefinitionFor(topic);
    if (!def) throw new PoisonMessageError(`no contract for topic ${topic}`);
    if (envelope.type !== def.type || envelope.version !== def.version) {
      throw new PoisonMessageError(`envelope ${envelope.type}.v${envelope.version} does not match topic ${topic}`);
    }
    return { ...envelope, data: def.schema.parse(envelope.data) };
  }

  private async deadLetter(payload: EachMessagePayload, topic: string, err: Error, attempts: number) {
    this.log.error(`parking message from ${topic} on the dead-letter topic after ${attempts} attempt(s): ${err.message}`);
    await this.producer!.send({
      topic: topicWithPrefix(this.settings.topicPrefix, `${topic}${DLQ_SUFFIX}`),
      messages: [
        {
          key: payload.message.key,
          value: payload.message.value,
          headers: {
            ...payload.message.headers,
            'dlq-error': err.message.slice(0, 1000),
            'dlq-attempts': String(attempts),
            'dlq-source-partition': String(payload.partition),
            'dlq-source-offset': payload.message.offset,
            'dlq-consumer': this.settings.service,
          },
        },
      ],
    });
  }
}
