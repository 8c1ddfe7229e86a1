import { Injectable } from '@nestjs/common';
import type { TicketContextDto, TicketContextOption, TicketContextType, ItemKind } from '@liquify/contracts';
import { SupportErrors } from '../support.errors';
import { ContextItemDoc, contextItemKey } from './context-item.schema';
import { ContextItemsRepository } from './context-items.repository';

/** What a ticket stores about the item it refers to (a snapshot; the live title is read when shown). */
export interface StoredContext {
  type: TicketContextType;
  id: string;
  title: string;
  kind: ItemKind | null;
  slug: string;
}

/**
 * Ticket context: what a user may refer to (their own library entries and stores, published catalogue
 * items), checked against the read model at creation; shown with its current title and whether it still exists.
 */
@Injectable()
export class TicketContextService {
  constructor(private readonly items: ContextItemsRepository) {}

  async optionsFor(userId: string) {
    const [entries, stores, modules, sections] = await Promise.all([
      this.items.ownedBy(userId, 'library-entry'),
      this.items.ownedBy(userId, 'store'),
      this.items.published('module'),
      this.items.published('section'),
    ]);
    return { libraryEntries: entries.map(toOption), stores: stores.map(toOption), modules: modules.map(toOption), sections: sections.map(toOption) };
  }

  /** The item a new ticket refers to; 422 when it is not the user's own (or not a published catalogue item). */
  async resolve(userId: string, ref: { type: TicketContextType; id: string }): Promise<StoredContext> {
    const item = await this.items.findLive(ref.type, ref.id);
    const owned = item && (item.type === 'module' || item.type === 'section' ? item.published : item.userId === userId);
    if (!item || !owned) throw SupportErrors.CONTEXT_NOT_FOUND();
    return { type: item.type, id: item.itemId, title: item.title, kind: item.kind, slug: item.slug };
  }

  /** The live read-model items for stored contexts (absent from the map: deleted since). */
  liveItems(contexts: ReadonlyArray<StoredContext | null>): Promise<Map<string, ContextItemDoc>> {
    return this.items.findManyLive(contexts.filter((c): c is StoredContext => c !== null).map((c) => contextItemKey(c.type, c.id)));
  }
}

function toOption(item: ContextItemDoc): TicketContextOption {
  return { type: item.type, id: item.itemId, title: item.title, ...(item.kind ? { kind: item.kind } : {}), ...(item.slug ? { slug: item.slug } : {}) };
}

/** A stored context as answered: the live title when the item still exists. */
export function contextView(stored: StoredContext | null, live: Map<string, ContextItemDoc>): TicketContextDto | null {
  if (!stored) return null;
  const item = live.get(contextItemKey(stored.type, stored.id));
  const view: TicketContextDto = { type: stored.type, id: stored.id, title: item?.title || stored.title, exists: item !== undefined };
  if (stored.kind) view.kind = stored.kind;
  if (item?.slug || stored.slug) view.slug = item?.slug || stored.slug;
  return view;
}
