import { z } from 'zod';

/** Topic names are `<service>.<entity>.<event>.v<N>` and never change; a breaking change is a new version. */
export const TOPIC_PATTERN = /^[a-z]+\.[a-z-]+\.[a-z-]+\.v\d+$/;

export const eventEnvelopeSchema = z.object({
  eventId: z.string().uuid(),
  type: z.string().regex(/^[a-z]+\.[a-z-]+\.[a-z-]+$/),
  version: z.number().int().min(1),
  occurredAt: z.string().datetime({ offset: true }),
  producer: z.string().min(1),
  data: z.unknown(),
});
export type EventEnvelope<T = unknown> = Omit<z.infer<typeof eventEnvelopeSchema>, 'data'> & { data: T };

export interface EventDefinition<S extends z.ZodType = z.ZodType> {
  /** Full topic, e.g. identity.user.registered.v1 */
  topic: string;
  /** Type without version, e.g. identity.user.registered */
  type: string;
  version: number;
  schema: S;
  /** Message key: the aggregate id, so one entity's events stay in order. */
  key: (data: z.infer<S>) => string;
}
export type EventData<D extends EventDefinition> = z.infer<D['schema']>;

const registry = new Map<string, EventDefinition>();

export function defineEvent<S extends z.ZodType>(topic: string, schema: S, key: (data: z.infer<S>) => string): EventDefinition<S> {
  if (!TOPIC_PATTERN.test(topic)) throw new Error(`Topic "${topic}" does not follow <service>.<entity>.<event>.v<N>`);
  const match = /^(.*)\.v(\d+)$/.exec(topic)!;
  const def: EventDefinition<S> = { topic, type: match[1], version: Number(match[2]), schema, key };
  registry.set(topic, def as unknown as EventDefinition);
  return def;
}

export function eventDefinitionFor(topic: string): EventDefinition | undefined {
  return registry.get(topic);
}
export function allEventDefinitions(): EventDefinition[] {
  return [...registry.values()];
}
