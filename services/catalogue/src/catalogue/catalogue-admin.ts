import type { AdminCatalogueQuery, CatalogueStatus, TrashedItem } from '@liquify/contracts';
import type { CatalogueItemDoc } from './catalogue-item.schema';
import { CatalogueItems } from './catalogue-items';
import type { CatalogueTrash } from './catalogue-trash';

/**
 * The admin operations modules and sections answer alike (list, read by id or slug, status, featured,
 * delete to the trash and restore, seeding): CatalogueItems' documents mapped to the kind's detail. Each service holds one as
 * `admin`; only what differs by kind (create, update, stats, previews) stays in the service.
 */
export class CatalogueAdmin<D extends CatalogueItemDoc, V> {
  constructor(
    readonly items: CatalogueItems<D>,
    readonly trash: CatalogueTrash<D>,
    private readonly detail: (doc: D) => V,
  ) {}

  async list(query: AdminCatalogueQuery): Promise<{ items: V[]; pagination: { page: number; limit: number; total: number; pages: number } }> {
    const { items, pagination } = await this.items.list(query);
    return { items: items.map((doc) => this.detail(doc)), pagination };
  }

  async getById(id: string): Promise<V> {
    return this.detail(await this.items.get(id));
  }

  async getBySlug(slug: string): Promise<V> {
    return this.detail(await this.items.getBySlug(slug));
  }

  async setStatus(id: string, status: CatalogueStatus): Promise<V> {
    return this.detail(await this.items.change(id, () => ({ status }) as Partial<D>));
  }

  async toggleFeatured(id: string): Promise<V> {
    return this.detail(await this.items.change(id, (current) => ({ featured: !current.featured }) as Partial<D>));
  }

  /** To the trash (restorable for 30 days); answers the spec's confirmation message. */
  remove(id: string): Promise<string> {
    return this.trash.trash(id);
  }

  trashed(): Promise<TrashedItem[]> {
    return this.trash.list();
  }

  async restore(id: string): Promise<V> {
    return this.detail(await this.trash.restore(id));
  }

  insertSeed(doc: Omit<D, 'deletedAt'>): Promise<boolean> {
    return this.items.insertSeed(doc);
  }

  seeded(): Promise<void> {
    return this.items.seeded();
  }
}
