import { Injectable } from '@nestjs/common';
import type { EventData } from '@liquify/contracts';
import { ModulePublished } from '@liquify/contracts';
import { PlanCatalogueService } from '../plans/plan-catalogue.service';
import { CatalogueItemsRepository } from './catalogue-items.repository';
import { CatalogueKind } from './catalogue-items.schema';

type ItemPayload = EventData<typeof ModulePublished>;

/** Keeps billing's catalogue read model, and plans' allowed lists, in step with the catalogue. */
@Injectable()
export class CatalogueItemsService {
  constructor(
    private readonly items: CatalogueItemsRepository,
    private readonly plans: PlanCatalogueService,
  ) {}

  /** published / updated / unpublished: the item's latest state; a first publication feeds the plans' policies. */
  async itemChanged(kind: CatalogueKind, payload: ItemPayload): Promise<void> {
    const updatedAt = new Date(payload.updatedAt);
    const outcome = await this.items.upsert(kind, payload.id, {
      slug: payload.slug,
      title: payload.title,
      description: payload.description,
      category: payload.category,
      thumbnail: payload.thumbnail,
      featured: payload.featured,
      status: payload.status,
      updatedAt: Number.isNaN(updatedAt.getTime()) ? new Date() : updatedAt,
    });
    if (outcome.applied && outcome.firstPublication) await this.plans.onFirstPublication(kind, outcome.item);
  }

  /** A deleted item is tombstoned and leaves every plan's allowed list. */
  async itemDeleted(kind: CatalogueKind, itemId: string, slug: string): Promise<void> {
    await this.items.markDeleted(kind, itemId, slug);
    await this.plans.onItemDeleted(kind, itemId);
  }
}
