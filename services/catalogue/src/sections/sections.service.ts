import { Injectable } from '@nestjs/common';
import {
  CatalogueMessages,
  DEFAULT_SECTION_THUMBNAIL,
  DEFAULT_STATUS,
  isValidSlug,
  PublicSectionsQuery,
  SectionCreateRequest,
  SectionDeleted,
  SectionRestored,
  SectionTrashed,
  SectionPublished,
  SectionSort,
  SectionUnpublished,
  SectionUpdated,
  SectionUpdateRequest,
} from '@liquify/contracts';
import type { SortOrder } from 'mongoose';
import { Types } from 'mongoose';
import { CatalogueAdmin } from '../catalogue/catalogue-admin';
import { CatalogueCacheService } from '../catalogue/catalogue-cache.service';
import { iso } from '../catalogue/catalogue-item.mapper';
import { CatalogueItems, CatalogueKindSpec } from '../catalogue/catalogue-items';
import { CatalogueTrash } from '../catalogue/catalogue-trash';
import { CatalogueErrors } from '../catalogue.errors';
import { containsLiquid } from '@liquify/liquid-preview';
import { LiquidService } from '../liquid/liquid.service';
import type { SectionDoc } from './section.schema';
import { adminSection, AdminSectionDetail, parsedSchema, sectionCard, sectionListItem, unlockedSection } from './sections.mapper';
import type { PublicItem } from '../catalogue/public-details';
import { SECTION_LIST_FIELDS, SectionsRepository } from './sections.repository';

export interface SectionExtras {
  rating?: number;
  downloads?: number;
}

const SORTS: Record<SectionSort, Record<string, SortOrder>> = {
  newest: { createdAt: -1, _id: -1 },
  createdAt: { createdAt: -1, _id: -1 },
  oldest: { createdAt: 1, _id: 1 },
  title: { title: 1, _id: 1 },
  popular: { downloads: -1, _id: 1 },
  downloads: { downloads: -1, _id: 1 },
  featured: { featured: -1, createdAt: -1, _id: -1 },
  updatedAt: { updatedAt: -1, _id: -1 },
  rating: { rating: -1, _id: 1 },
};

const sectionNotFound = () => CatalogueErrors.SECTION_NOT_FOUND(CatalogueMessages.sectionNotFound);

/** A section preview: the rendered HTML, or why it cannot be rendered. */
export type PreviewResult = { html: string } | { failed: string };

/** Sections: public reads and previews, admin management (Liquid and schema checked), seeding. Answers plain data. */
@Injectable()
export class SectionsService {
  /** List, read, status, featured, delete and seeding, shared with the other kind. */
  readonly admin: CatalogueAdmin<SectionDoc, AdminSectionDetail>;
  private readonly items: CatalogueItems<SectionDoc>;

  constructor(
    private readonly repository: SectionsRepository,
    cache: CatalogueCacheService,
    private readonly liquid: LiquidService,
  ) {
    const spec: CatalogueKindSpec<SectionDoc> = {
      kind: 'sections',
      notFoundMessage: CatalogueMessages.sectionNotFound,
      slugTakenMessage: CatalogueMessages.sectionSlugTaken,
      deletedMessage: CatalogueMessages.sectionDeleted,
      restoreSlugTakenMessage: CatalogueMessages.sectionRestoreSlugTaken,
      notFound: sectionNotFound,
      events: { published: SectionPublished, updated: SectionUpdated, unpublished: SectionUnpublished, trashed: SectionTrashed, restored: SectionRestored, deleted: SectionDeleted },
      eventPayload: (doc) => ({
        id: doc._id.toString(),
        slug: doc.slug,
        title: doc.title,
        description: doc.description,
        category: doc.category,
        thumbnail: doc.thumbnail,
        featured: doc.featured,
        status: doc.status,
        templateCode: doc.code,
        variables: [],
        updatedAt: iso(doc.updatedAt),
      }),
    };
    this.items = new CatalogueItems(repository, cache, spec);
    this.admin = new CatalogueAdmin(this.items, new CatalogueTrash(repository, cache, spec), adminSection);
  }

  // ------------------------------------------------------------------ public

  /** GET /api/sections: a page of published sections, without code. */
  async publicList(query: PublicSectionsQuery) {
    const { items, total } = await this.repository.list(
      { status: 'published', category: query.category, featured: query.featured, search: query.search },
      { skip: (query.page - 1) * query.limit, limit: query.limit, sort: SORTS[query.sortBy ?? 'newest'], projection: SECTION_LIST_FIELDS },
    );
    return {
      data: items.map(sectionListItem),
      pagination: { currentPage: query.page, page: query.page, limit: query.limit, pages: Math.ceil(total / query.limit), totalSections: total },
    };
  }

  /** GET /api/sections/{slug}: a published section, as its card and with its Liquid; null for drafts, archived and unknown slugs. */
  async publicItem(slug: string): Promise<PublicItem | null> {
    if (!isValidSlug(slug)) return null;
    const doc = await this.repository.findBySlug(slug, 'published');
    return doc && { id: doc._id.toString(), card: sectionCard(doc), unlocked: unlockedSection(doc) };
  }

  /** GET /api/sections/{slug}/preview: the published section rendered with its schema defaults; null when unknown. */
  async publicPreview(slug: string): Promise<PreviewResult | null> {
    if (!isValidSlug(slug)) return null;
    const doc = await this.repository.findBySlug(slug, 'published');
    if (!doc) return null;
    try {
      return { html: await this.renderPreview(doc) };
    } catch (err) {
      const details = (err as { details?: { reason?: string } }).details;
      return { failed: details?.reason ?? 'unrenderable' };
    }
  }

  notFound() {
    return sectionNotFound();
  }

  /** Admin preview of any section (drafts included), never cached. */
  async adminPreview(id: string): Promise<string> {
    return this.renderPreview(await this.items.get(id));
  }

  private renderPreview(doc: SectionDoc): Promise<string> {
    return this.liquid.preview({ slug: doc.slug, title: doc.title, code: doc.code, schema: parsedSchema(doc) });
  }

  // ------------------------------------------------------------------ admin

  async createSection(input: SectionCreateRequest, extras: SectionExtras = {}): Promise<AdminSectionDetail> {
    return adminSection(await this.items.create(this.newSectionDoc(input, extras)));
  }

  /** The document a create stores (Liquid checked, schema read); also used by the seed loader. */
  newSectionDoc(input: SectionCreateRequest, extras: SectionExtras = {}): Omit<SectionDoc, 'deletedAt'> {
    const liquid = this.checkedCode(input.code);
    const now = new Date();
    return {
      _id: new Types.ObjectId(),
      slug: input.slug,
      title: input.title,
      description: input.description,
      longDescription: input.longDescription ?? '',
      category: input.category,
      tags: input.tags ?? [],
      code: input.code,
      ...liquid,
      thumbnail: input.thumbnail || DEFAULT_SECTION_THUMBNAIL,
      demoUrl: input.demoUrl ?? '',
      featured: input.featured ?? false,
      status: input.status ?? DEFAULT_STATUS,
      images: input.images ?? [],
      author: input.author ?? '',
      rating: extras.rating ?? 0,
      downloads: extras.downloads ?? 0,
      revision: 0,
      createdAt: now,
      updatedAt: now,
    };
  }

  async updateSection(id: string, input: SectionUpdateRequest): Promise<AdminSectionDetail> {
    const updated = await this.items.change(id, () => {
      const changes: Partial<SectionDoc> = {};
      if (input.title !== undefined) changes.title = input.title;
      if (input.description !== undefined) changes.description = input.description;
      if (input.longDescription !== undefined) changes.longDescription = input.longDescription;
      if (input.slug !== undefined) changes.slug = input.slug;
      if (input.category) changes.category = input.category;
      if (input.tags !== undefined) changes.tags = input.tags;
      if (input.code !== undefined) Object.assign(changes, { code: input.code }, this.checkedCode(input.code));
      if (input.thumbnail !== undefined) changes.thumbnail = input.thumbnail || DEFAULT_SECTION_THUMBNAIL;
      if (input.demoUrl !== undefined) changes.demoUrl = input.demoUrl;
      if (input.featured !== undefined) changes.featured = input.featured;
      if (input.status !== undefined) changes.status = input.status;
      if (input.images !== undefined) changes.images = input.images;
      if (input.author !== undefined) changes.author = input.author;
      return changes;
    }, input.revision);
    return adminSection(updated);
  }

  async stats() {
    const counts = await this.items.counts();
    return { totalSections: counts.total, publishedSections: counts.published, draftSections: counts.draft, featuredSections: counts.featured, categories: counts.categories };
  }

  /** 400 naming the line for invalid Liquid or an unreadable `{% schema %}`; else what the save stores. */
  private checkedCode(code: string): Pick<SectionDoc, 'schemaJson' | 'hasLiquidCode'> {
    this.liquid.assertValidSyntax(code);
    const schema = this.liquid.sectionSchema(code);
    return { schemaJson: schema ? JSON.stringify(schema) : null, hasLiquidCode: containsLiquid(code) };
  }
}
