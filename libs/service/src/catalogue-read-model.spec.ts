import 'reflect-metadata';
import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import {
  ModuleDeleted,
  ModulePublished,
  ModuleRestored,
  ModuleTrashed,
  ModuleUnpublished,
  ModuleUpdated,
  SectionDeleted,
  SectionPublished,
  SectionRestored,
  SectionTrashed,
  SectionUnpublished,
  SectionUpdated,
} from '@liquify/contracts';
import { CatalogueItemPayload, catalogueItemsConsumer, CatalogueItemsSink, CatalogueKind, catalogueItemState } from './catalogue-read-model';

const payload: CatalogueItemPayload = {
  id: 'm1',
  slug: 'hero',
  title: 'Hero',
  description: 'A hero',
  category: 'layout',
  thumbnail: '',
  featured: true,
  status: 'published',
  templateCode: '<div></div>',
  variables: [],
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const occurredAt = '2026-11-01T10:00:01.000Z';

class RecordingSink implements CatalogueItemsSink {
  calls: unknown[][] = [];
  async itemChanged(kind: CatalogueKind, item: CatalogueItemPayload, at: Date) {
    this.calls.push(['changed', kind, item.id, at.toISOString()]);
  }
  async itemDeleted(kind: CatalogueKind, itemId: string, slug: string, at: Date) {
    this.calls.push(['deleted', kind, itemId, slug, at.toISOString()]);
  }
  async itemTrashed(kind: CatalogueKind, itemId: string, slug: string, at: Date) {
    this.calls.push(['trashed', kind, itemId, slug, at.toISOString()]);
  }
  async itemRestored(kind: CatalogueKind, item: CatalogueItemPayload, at: Date) {
    this.calls.push(['restored', kind, item.id, at.toISOString()]);
  }
}

describe('the shared catalogue read-model consumer', () => {
  const Consumer = catalogueItemsConsumer(RecordingSink);

  /** The handler a topic is routed to (what the Kafka server finds through @OnEvent). */
  function handlerFor(topic: string): string {
    const names = Object.getOwnPropertyNames(Consumer.prototype).filter((name) => {
      const patterns = Reflect.getMetadata(PATTERN_METADATA, (Consumer.prototype as Record<string, unknown>)[name] as object) as unknown[] | undefined;
      return patterns?.includes(topic);
    });
    expect(names).toHaveLength(1);
    return names[0];
  }

  it.each([
    [ModulePublished.topic, 'module'],
    [ModuleUpdated.topic, 'module'],
    [ModuleUnpublished.topic, 'module'],
    [SectionPublished.topic, 'section'],
    [SectionUpdated.topic, 'section'],
    [SectionUnpublished.topic, 'section'],
  ])('hands %s to the sink as the %s item state, with the time of the change', async (topic, kind) => {
    const sink = new RecordingSink();
    const consumer = new (Consumer as new (s: CatalogueItemsSink) => Record<string, (e: unknown) => Promise<unknown>>)(sink);
    await consumer[handlerFor(topic)]({ occurredAt, data: payload });
    expect(sink.calls).toEqual([['changed', kind, 'm1', occurredAt]]);
  });

  it.each([
    [ModuleDeleted.topic, 'module'],
    [SectionDeleted.topic, 'section'],
  ])('hands %s to the sink as the deletion of a %s', async (topic, kind) => {
    const sink = new RecordingSink();
    const consumer = new (Consumer as new (s: CatalogueItemsSink) => Record<string, (e: unknown) => Promise<unknown>>)(sink);
    await consumer[handlerFor(topic)]({ occurredAt, data: { id: 'm1', slug: 'hero' } });
    expect(sink.calls).toEqual([['deleted', kind, 'm1', 'hero', occurredAt]]);
  });

  it.each([
    [ModuleTrashed.topic, 'module'],
    [SectionTrashed.topic, 'section'],
  ])('hands %s to the sink as a %s put in the trash, at the time it was trashed', async (topic, kind) => {
    const sink = new RecordingSink();
    const consumer = new (Consumer as new (s: CatalogueItemsSink) => Record<string, (e: unknown) => Promise<unknown>>)(sink);
    await consumer[handlerFor(topic)]({ occurredAt, data: { id: 'm1', slug: 'hero', trashedAt: '2026-11-01T10:00:00.500Z' } });
    expect(sink.calls).toEqual([['trashed', kind, 'm1', 'hero', '2026-11-01T10:00:00.500Z']]);
  });

  it.each([
    [ModuleRestored.topic, 'module'],
    [SectionRestored.topic, 'section'],
  ])('hands %s to the sink as a %s back from the trash with its state', async (topic, kind) => {
    const sink = new RecordingSink();
    const consumer = new (Consumer as new (s: CatalogueItemsSink) => Record<string, (e: unknown) => Promise<unknown>>)(sink);
    await consumer[handlerFor(topic)]({ occurredAt, data: payload });
    expect(sink.calls).toEqual([['restored', kind, 'm1', occurredAt]]);
  });

  it("keeps the item's state with its own updatedAt, and an unreadable updatedAt counts as now", () => {
    expect(catalogueItemState(payload)).toEqual({
      slug: 'hero',
      title: 'Hero',
      description: 'A hero',
      category: 'layout',
      thumbnail: '',
      featured: true,
      status: 'published',
      sourceUpdatedAt: new Date('2026-11-01T10:00:00.000Z'),
    });
    const before = Date.now();
    const state = catalogueItemState({ ...payload, updatedAt: 'not a date' });
    expect(state.sourceUpdatedAt.getTime()).toBeGreaterThanOrEqual(before);
  });
});
