import { Injectable } from '@nestjs/common';
import { catalogueItemState } from '@liquify/service';
import type { CatalogueItemPayload, CatalogueItemsSink } from '@liquify/service';
import { CatalogueItemsRepository } from './catalogue-items.repository';
import { CatalogueItemDoc, CatalogueKind } from './catalogue-items.schema';

/** What a feature that depends on the catalogue does when it changes (plans: their allowed lists). */
export interface CatalogueItemsListener {
  /** The item is published for the first time (exactly once per item). */
  onFirstPublication(kind: CatalogueKind, item: CatalogueItemDoc): Promise<void>;
  onItemDeleted(kind: CatalogueKind, itemId: string): Promise<void>;
}

/**
 * Billing's read model of the catalogue: kept in step with catalogue.module|section.*.v1, read by other
 * features through this service. Features that react to catalogue changes register a listener (at module
 * init), so the read model does not depend on them: a failing listener fails the event, which is retried.
 */
@Injectable()
export class CatalogueItemsService implements CatalogueItemsSink {
  private readonly listeners: CatalogueItemsListener[] = [];

  constructor(private readonly items: CatalogueItemsRepository) {}

  register(listener: CatalogueItemsListener): void {
    this.listeners.push(listener);
  }

  /** published / updated / unpublished: the item's latest state; a first publication goes to the listeners. */
  async itemChanged(kind: CatalogueKind, payload: CatalogueItemPayload): Promise<void> {
    const outcome = await this.items.upsert(kind, payload.id, catalogueItemState(payload));
    if (!outcome.applied || !outcome.firstPublication) return;
    for (const listener of this.listeners) await listener.onFirstPublication(kind, outcome.item);
  }

  /** A deleted item (purged from the trash) is tombstoned, then the listeners drop it. */
  async itemDeleted(kind: CatalogueKind, itemId: string, slug: string): Promise<void> {
    await this.items.markDeleted(kind, itemId, slug);
    for (const listener of this.listeners) await listener.onItemDeleted(kind, itemId);
  }

  /**
   * In the catalogue's trash: out of the plan dialogs, but plans keep it in their allowed lists, so a restore
   * gives it back as it was (the purge's deletion drops it from them).
   */
  async itemTrashed(kind: CatalogueKind, itemId: string, _slug: string, at: Date): Promise<void> {
    await this.items.markTrashed(kind, itemId, at);
  }

  async itemRestored(kind: CatalogueKind, payload: CatalogueItemPayload): Promise<void> {
    await this.items.restore(kind, payload.id, catalogueItemState(payload));
  }

  /** Published items of a kind, by title. */
  listPublished(kind: CatalogueKind): Promise<CatalogueItemDoc[]> {
    return this.items.listPublished(kind);
  }

  /** Items (live or deleted) among `ids`. */
  findMany(kind: CatalogueKind, ids: string[]): Promise<CatalogueItemDoc[]> {
    return this.items.findMany(kind, ids);
  }
}
