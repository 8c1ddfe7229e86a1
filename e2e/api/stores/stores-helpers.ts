import { randomBytes } from 'node:crypto';
import { EventDefinition, LibraryEntryAdded, LibraryEntryPayload, LibraryEntryRemoved } from '@liquify/contracts';
import { buildEnvelope } from '@liquify/kafka';
import { Kafka, logLevel, Producer } from 'kafkajs';
import type { z } from 'zod';
import { api, ApiResponse, Session } from '../support';

/** Polls until `probe` answers something truthy (events cross Kafka before the API shows them). */
export async function eventually<T>(probe: () => Promise<T | false | undefined | null>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let producer: Promise<Producer> | undefined;

/**
 * Publishes an event on the e2e stack's topics (`<E2E_RUN_ID>.<topic>`), as the owning service would: the
 * library's entries reach the stores service this way while the library service is not in the stack.
 */
export async function publish<D extends EventDefinition>(def: D, data: z.input<D['schema']>, producerName: string): Promise<void> {
  const brokers = process.env.KAFKA_BROKERS;
  const runId = process.env.E2E_RUN_ID;
  if (!brokers || !runId) throw new Error('KAFKA_BROKERS and E2E_RUN_ID must be set (the e2e global setup exports them)');
  producer ??= (async () => {
    const p = new Kafka({ clientId: `${runId}-stores-e2e`, brokers: brokers.split(','), logLevel: logLevel.NOTHING }).producer({ allowAutoTopicCreation: true });
    await p.connect();
    return p;
  })();
  const envelope = buildEnvelope(def, data, producerName);
  await (await producer).send({ topic: `${runId}.${def.topic}`, messages: [{ key: def.key(envelope.data), value: JSON.stringify(envelope) }] });
}

export async function closeProducer() {
  if (producer) await (await producer).disconnect().catch(() => undefined);
  producer = undefined;
}

const hexId = () => randomBytes(12).toString('hex');

/** A module or section in the user's library (library.entry.added.v1), once the store picker lists it. */
export async function libraryEntry(user: Session, kind: 'module' | 'section', over: Partial<LibraryEntryPayload> = {}): Promise<LibraryEntryPayload> {
  const entry: LibraryEntryPayload = {
    entryId: hexId(),
    userId: user.user.id ?? user.user._id,
    kind,
    catalogueId: hexId(),
    slug: `e2e-${kind}-${hexId().slice(0, 8)}`,
    title: `E2E ${kind}`,
    description: `An e2e ${kind}`,
    category: 'hero',
    thumbnail: `/api/catalogue-assets/thumbnails/${kind}s/e2e.svg`,
    featured: false,
    createdAt: new Date().toISOString(),
    ...over,
  };
  await publish(LibraryEntryAdded, entry, 'library');
  await eventually(async () => {
    const res = await api(`/api/stores/pickable?kind=${kind}`, { token: user.token });
    return res.body?.data?.some((i: { _id: string }) => i._id === entry.entryId);
  }, `library entry ${entry.entryId} in the picker`);
  return entry;
}

export function removeLibraryEntry(entry: LibraryEntryPayload) {
  return publish(LibraryEntryRemoved, { entryId: entry.entryId, userId: entry.userId, kind: entry.kind, catalogueId: entry.catalogueId }, 'library');
}

export function createStore(user: Session, body: Record<string, unknown> = {}): Promise<ApiResponse> {
  return api('/api/stores', { token: user.token, body: { name: `E2E store ${hexId().slice(0, 6)}`, ...body } });
}

export async function quota(user: Session) {
  return (await api('/api/stores/quota-check', { token: user.token, body: {} })).body.data as { canAdd: boolean; currentCount: number; limit: number };
}

/** The admin changes the user's store limit in identity (identity.user.subscription-changed.v1 reaches stores). */
export async function setStoreLimit(admin: Session, user: Session, storeLimit: number) {
  const res = await api(`/api/users/${user.user.id ?? user.user._id}/subscription`, { method: 'PUT', token: admin.token, body: { subscription: { features: { storeLimit } } } });
  if (res.status !== 200) throw new Error(`subscription change failed: ${res.status} ${res.text}`);
  await eventually(async () => (await quota(user)).limit === storeLimit, `store limit ${storeLimit}`);
}

export { expectEnvelope } from '../support';
