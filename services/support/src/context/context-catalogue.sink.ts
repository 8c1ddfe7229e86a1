import { Injectable } from '@nestjs/common';
import type { CatalogueItemPayload, CatalogueItemsSink, CatalogueKind } from '@liquify/service';
import { ContextItemsRepository } from './context-items.repository';

/** Catalogue items a ticket may refer to (fed through libs/service's catalogueItemsConsumer): published or not, by title. */
@Injectable()
export class ContextCatalogueSink implements CatalogueItemsSink {
  constructor(private readonly items: ContextItemsRepository) {}

  itemChanged(kind: CatalogueKind, item: CatalogueItemPayload, at: Date) {
    return this.items.apply(kind, item.id, { userId: null, title: item.title, slug: item.slug, kind: null, published: item.status === 'published' }, at);
  }

  itemDeleted(kind: CatalogueKind, itemId: string, _slug: string, at: Date) {
    return this.items.markDeleted(kind, itemId, at);
  }

  /** In the trash: not offered on new tickets (tickets that name it keep their reference). */
  itemTrashed(kind: CatalogueKind, itemId: string, _slug: string, at: Date) {
    return this.items.markDeleted(kind, itemId, at);
  }

  itemRestored(kind: CatalogueKind, item: CatalogueItemPayload, at: Date) {
    return this.itemChanged(kind, item, at);
  }
}
