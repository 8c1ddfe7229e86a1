import { Controller, Inject, Type } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  EventData,
  EventEnvelope,
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
  type ItemKind,
} from '@liquify/contracts';
import { OnEvent } from '@liquify/kafka';
import type { SchemaDefinition } from 'mongoose';

/*
 * A service's read model of the catalogue (billing's allowed lists, the library's templates): fed by
 * catalogue.module|section.*.v1 only, one document per item (`${kind}:${itemId}`), an older event never
 * overwriting a newer state, a deleted item tombstoned so a late event cannot bring it back. What each
 * service keeps beyond that (billing: first publication; library: template and variables) extends it.
 */

export type CatalogueKind = ItemKind;
export type CatalogueItemPayload = EventData<typeof ModulePublished>;
type Deleted = EventData<typeof ModuleDeleted>;
type Trashed = EventData<typeof ModuleTrashed>;

/** What a service does with catalogue events; `at` is when the catalogue made the change. */
export interface CatalogueItemsSink {
  /** published / updated / unpublished: every payload carries the item's state after the change. */
  itemChanged(kind: CatalogueKind, item: CatalogueItemPayload, at: Date): Promise<unknown>;
  /** Deleted for good (purged from the trash): drop it and whatever depended on it. */
  itemDeleted(kind: CatalogueKind, itemId: string, slug: string, at: Date): Promise<unknown>;
  /**
   * In the trash (`at`: when it was trashed): hide it from customers but undo nothing for good, since it may be
   * restored. Ignored when a newer state (a restore) is already held.
   */
  itemTrashed(kind: CatalogueKind, itemId: string, slug: string, at: Date): Promise<unknown>;
  /** Back from the trash: the item's state as it was (its updatedAt is the restore); shown again. */
  itemRestored(kind: CatalogueKind, item: CatalogueItemPayload, at: Date): Promise<unknown>;
}

/**
 * The consumer of the twelve catalogue item events, handing each to `sink` (a provider of the module that
 * registers the returned controller): `controllers: [catalogueItemsConsumer(CatalogueItemsService)]`.
 */
export function catalogueItemsConsumer(sink: Type<CatalogueItemsSink>): Type<unknown> {
  type Changed = EventEnvelope<CatalogueItemPayload>;
  type Removed = EventEnvelope<Deleted>;
  type Binned = EventEnvelope<Trashed>;
  const trashedAt = (e: Binned) => {
    const t = new Date(e.data.trashedAt);
    return Number.isNaN(t.getTime()) ? at(e) : t;
  };
  const at = (event: { occurredAt: string }) => new Date(event.occurredAt);

  @Controller()
  class CatalogueItemsConsumer {
    constructor(@Inject(sink) private readonly sink: CatalogueItemsSink) {}

    @OnEvent(ModulePublished)
    onModulePublished(@Payload() e: Changed) {
      return this.sink.itemChanged('module', e.data, at(e));
    }

    @OnEvent(ModuleUpdated)
    onModuleUpdated(@Payload() e: Changed) {
      return this.sink.itemChanged('module', e.data, at(e));
    }

    @OnEvent(ModuleUnpublished)
    onModuleUnpublished(@Payload() e: Changed) {
      return this.sink.itemChanged('module', e.data, at(e));
    }

    @OnEvent(ModuleDeleted)
    onModuleDeleted(@Payload() e: Removed) {
      return this.sink.itemDeleted('module', e.data.id, e.data.slug, at(e));
    }

    @OnEvent(ModuleTrashed)
    onModuleTrashed(@Payload() e: Binned) {
      return this.sink.itemTrashed('module', e.data.id, e.data.slug, trashedAt(e));
    }

    @OnEvent(ModuleRestored)
    onModuleRestored(@Payload() e: Changed) {
      return this.sink.itemRestored('module', e.data, at(e));
    }

    @OnEvent(SectionPublished)
    onSectionPublished(@Payload() e: Changed) {
      return this.sink.itemChanged('section', e.data, at(e));
    }

    @OnEvent(SectionUpdated)
    onSectionUpdated(@Payload() e: Changed) {
      return this.sink.itemChanged('section', e.data, at(e));
    }

    @OnEvent(SectionUnpublished)
    onSectionUnpublished(@Payload() e: Changed) {
      return this.sink.itemChanged('section', e.data, at(e));
    }

    @OnEvent(SectionDeleted)
    onSectionDeleted(@Payload() e: Removed) {
      return this.sink.itemDeleted('section', e.data.id, e.data.slug, at(e));
    }

    @OnEvent(SectionTrashed)
    onSectionTrashed(@Payload() e: Binned) {
      return this.sink.itemTrashed('section', e.data.id, e.data.slug, trashedAt(e));
    }

    @OnEvent(SectionRestored)
    onSectionRestored(@Payload() e: Changed) {
      return this.sink.itemRestored('section', e.data, at(e));
    }
  }
  Object.defineProperty(CatalogueItemsConsumer, 'name', { value: `CatalogueItemsConsumer(${sink.name})` });
  return CatalogueItemsConsumer;
}

/** The fields every catalogue read model keeps. */
export interface CatalogueItemState {
  slug: string;
  title: string;
  description: string;
  category: string;
  thumbnail: string;
  featured: boolean;
  status: 'draft' | 'published' | 'archived';
  /** The item's own updatedAt: an older event never overwrites a newer one. */
  sourceUpdatedAt: Date;
}

export interface CatalogueItemDocBase<K extends string = CatalogueKind> extends CatalogueItemState {
  /** `${kind}:${itemId}` */
  _id: string;
  kind: K;
  itemId: string;
  /** Tombstone: a deleted item never comes back through a late event. */
  deletedAt: Date | null;
}

export const catalogueItemKey = (kind: string, itemId: string) => `${kind}:${itemId}`;

/** The item's state from an event payload (an unreadable updatedAt counts as now). */
export function catalogueItemState(payload: CatalogueItemPayload): CatalogueItemState {
  const updatedAt = new Date(payload.updatedAt);
  return {
    slug: payload.slug,
    title: payload.title,
    description: payload.description,
    category: payload.category,
    thumbnail: payload.thumbnail,
    featured: payload.featured,
    status: payload.status,
    sourceUpdatedAt: Number.isNaN(updatedAt.getTime()) ? new Date() : updatedAt,
  };
}

/** The mongoose fields of CatalogueItemDocBase, for a service's schema to spread and extend. */
export function catalogueItemFields(): SchemaDefinition {
  return {
    _id: { type: String },
    kind: { type: String, required: true },
    itemId: { type: String, required: true },
    slug: { type: String, default: '' },
    title: { type: String, default: '' },
    description: { type: String, default: '' },
    category: { type: String, default: '' },
    thumbnail: { type: String, default: '' },
    featured: { type: Boolean, default: false },
    status: { type: String, default: 'draft' },
    sourceUpdatedAt: { type: Date, default: () => new Date(0) },
    deletedAt: { type: Date, default: null },
  };
}

/** Options every catalogue read model's schema uses (collection `catalogue_items`). */
export const CATALOGUE_ITEMS_SCHEMA_OPTIONS = { collection: 'catalogue_items', versionKey: false, minimize: false } as const;
