import type { AdminCatalogueQuery, BulkAnswer, CatalogueBulkRequest, CatalogueStatus, CsvCell, TrashedItem } from '@liquify/contracts';
import { bulkMessage, CATALOGUE_EXPORT_COLUMNS, csvLines, runBulk } from '@liquify/contracts';
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

  async setFeatured(id: string, featured: boolean): Promise<V> {
    return this.detail(await this.items.change(id, () => ({ featured }) as Partial<D>));
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

  /** Status, featured or delete for each id under the single routes' rules; the outcome per id and its summary. */
  async bulk(request: CatalogueBulkRequest): Promise<Omit<BulkAnswer, 'success'>> {
    const apply =
      request.action === 'status'
        ? (id: string) => this.setStatus(id, request.status)
        : request.action === 'featured'
          ? (id: string) => this.setFeatured(id, request.featured)
          : (id: string) => this.remove(id);
    const data = await runBulk(request.ids, apply);
    return { message: bulkMessage(data, request.action === 'delete' ? 'deleted' : 'updated'), data };
  }

  /** The CSV lines of the items the list's filter shows (all pages), produced as the cursor reads them. */
  exportCsv(query: AdminCatalogueQuery): AsyncGenerator<string> {
    const rows = this.items.stream(query, 'title slug category status featured downloads tags createdAt updatedAt');
    return csvLines(CATALOGUE_EXPORT_COLUMNS, rows, (doc): CsvCell[] => [
      doc._id.toString(),
      doc.title,
      doc.slug,
      doc.category,
      doc.status,
      doc.featured,
      doc.downloads,
      doc.tags.join('; '),
      doc.createdAt,
      doc.updatedAt,
    ]);
  }

  insertSeed(doc: Omit<D, 'deletedAt'>): Promise<boolean> {
    return this.items.insertSeed(doc);
  }

  seeded(): Promise<void> {
    return this.items.seeded();
  }
}
