import { Injectable, OnModuleInit } from '@nestjs/common';
import type { LibraryKind } from '@liquify/contracts';
import { CatalogueItemDoc } from '../read-models/read-models.schema';
import { CatalogueItemListener, ReadModelsService } from '../read-models/read-models.service';
import { EntriesRepository } from '../entry-store/entries.repository';
import { entryUpdated } from './entry-events';
import { LibraryCacheTags } from '../cache-tags/library-cache-tags';

/** Keeps the entries made from a catalogue item in step with it (the read models tell it of every change). */
@Injectable()
export class EntryCardsService implements CatalogueItemListener, OnModuleInit {
  constructor(
    private readonly readModels: ReadModelsService,
    private readonly entries: EntriesRepository,
    private readonly tags: LibraryCacheTags,
  ) {}

  onModuleInit() {
    this.readModels.register(this);
  }

  /** Entries show the catalogue card as it is now; the stores service hears about it through LibraryEntryUpdated. */
  async onItemChanged(item: Omit<CatalogueItemDoc, 'deletedAt'>): Promise<void> {
    const card = { slug: item.slug, category: item.category, thumbnail: item.thumbnail, featured: item.featured };
    await this.entries.refreshCards(item.kind, item.itemId, card, entryUpdated);
    await this.tags.bumpUsers(await this.entries.holdersOf(item.kind, item.itemId));
  }

  /** The holders' answers show the item retired. */
  async onItemDeleted(kind: LibraryKind, itemId: string): Promise<void> {
    await this.tags.bumpUsers(await this.entries.holdersOf(kind, itemId));
  }
}
