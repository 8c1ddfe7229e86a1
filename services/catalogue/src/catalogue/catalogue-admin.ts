import type { AdminCatalogueQuery, CatalogueStatus } from '@liquify/contracts';
import type { CatalogueItemDoc } from './catalogue-item.schema';
import { CatalogueItems } from './catalogue-items';

/**
 * The admin operations modules and sections answer alike (list, read by id or slug, status, featured,
 * delete, seeding): CatalogueItems' documents mapped to the kind's detail. Each service holds one as
 * `admin`; only what differs by kind (create, update, stats, previews) stays in the service.
 */
export class CatalogueAdmin<D extends CatalogueItemDoc, V> {
  constructor(
    readonly items: CatalogueItems<D>,
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

  /** Soft delete; answers the spec's confirmation message. */
  remove(id: string): Promise<string> {
    return this.items.remove(id);
  }

  insertSeed(doc: Omit<D, 'deletedAt'>): Promise<boolean> {
    return this.items.insertSeed(doc);
  }

  seeded(): Promise<void> {
    return this.items.seeded();
  }
}
