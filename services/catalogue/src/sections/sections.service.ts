import { Injectable } from '@nestjs/common';
import {
  CatalogueMessages,
  DEFAULT_SECTION_THUMBNAIL,
  DEFAULT_STATUS,
  isValidSlug,
  PublicSectionsQuery,
  SectionCreateRequest,
  SectionDeleted,
  SectionPublished,
  SectionSort,
  SectionUnpublished,
  SectionUpdated,
  SectionUpdateRequest,
} from '@liquify/contracts';
import type { SortOrder } from 'mongoose';
import { Types } from 'mongoose';
import { CachedAnswer, CatalogueCacheService } from '../catalogue/catalogue-cache.service';
import { iso } from '../catalogue/catalogue-item.mapper';
import { CatalogueItemPayload, CatalogueItemsService } from '../catalogue/catalogue-items.service';
import { catalogueError, CatalogueErrorCode } from '../catalogue/catalogue.errors';
import { ItemLockService } from '../catalogue/item-lock.service';
import { containsLiquid } from '@liquify/liquid-preview';
import { LiquidService } from '../liquid/liquid.service';
import type { SectionDoc } from './section.schema';
import { parsedSchema, SectionDetail, sectionDetail, sectionListItem } from './sections.mapper';
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

/** Marks cached preview answers: H + html, or E + reason when the section cannot be rendered. */
const PREVIEW_OK = 'H';
const PREVIEW_FAILED = 'E';

@Injectable()
export class SectionsService extends CatalogueItemsService<SectionDoc, SectionDetail> {
  constructor(
    repository: SectionsRepository,
    cache: CatalogueCacheService,
    locks: ItemLockService,
    private readonly liquid: LiquidService,
  ) {
    super(repository, cache, locks, {
      kind: 'sections',
      notFoundCode: CatalogueErrorCode.SectionNotFound,
      notFoundMessage: CatalogueMessages.sectionNotFound,
      slugTakenMessage: CatalogueMessages.sectionSlugTaken,
      deletedMessage: CatalogueMessages.sectionDeleted,
      events: { published: SectionPublished, updated: SectionUpdated, unpublished: SectionUnpublished, deleted: SectionDeleted },
    });
  }

  toAdmin(doc: SectionDoc): SectionDetail {
    return sectionDetail(doc);
  }

  protected toEventPayload(doc: SectionDoc): CatalogueItemPayload {
    return {
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
    };
  }

  // ------------------------------------------------------------------ public

  /** GET /api/sections: published sections without code, serialised once per cache version. */
  publicList(query: PublicSectionsQuery): Promise<CachedAnswer> {
    const sortBy = query.sortBy ?? 'newest';
    const key = `list:${query.page}:${query.limit}:${sortBy}:${query.featured ?? ''}:${encodeURIComponent(query.category ?? '')}:${encodeURIComponent(query.search ?? '')}`;
    return this.cache.getOrCompute('sections', key, async () => {
      const { items, total } = await this.repository.list(
        { status: 'published', category: query.category, featured: query.featured, search: query.search },
        { skip: (query.page - 1) * query.limit, limit: query.limit, sort: SORTS[sortBy], projection: SECTION_LIST_FIELDS },
      );
      return JSON.stringify({
        success: true,
        data: items.map(sectionListItem),
        pagination: { currentPage: query.page, page: query.page, limit: query.limit, pages: Math.ceil(total / query.limit), totalSections: total },
      });
    });
  }

  /** GET /api/sections/{slug}: a published section; drafts and archived ones are 404. */
  async publicDetail(slug: string): Promise<CachedAnswer> {
    if (!isValidSlug(slug)) throw this.notFound();
    const answer = await this.cache.getOrCompute('sections', `detail:${slug}`, async () => {
      const doc = await this.repository.findBySlug(slug, 'published');
      return doc ? JSON.stringify({ success: true, data: sectionDetail(doc) }) : '';
    });
    if (answer.body === '') throw this.notFound();
    return answer;
  }

  /**
   * GET /api/sections/{slug}/preview: the published section rendered with its schema defaults. Renders
   * (and failures) are cached until the next change, so a slow section costs one render, not one per visit.
   */
  async publicPreview(slug: string): Promise<CachedAnswer> {
    if (!isValidSlug(slug)) throw this.notFound();
    const answer = await this.cache.getOrCompute('sections', `preview:${slug}`, async () => {
      const doc = await this.repository.findBySlug(slug, 'published');
      if (!doc) return '';
      try {
        return PREVIEW_OK + (await this.renderPreview(doc));
      } catch (err) {
        const details = (err as { details?: { reason?: string } }).details;
        return PREVIEW_FAILED + (details?.reason ?? 'unrenderable');
      }
    });
    if (answer.body === '') throw this.notFound();
    if (answer.body.startsWith(PREVIEW_FAILED)) throw catalogueError.previewUnavailable({ reason: answer.body.slice(1) });
    return { etag: answer.etag, body: answer.body.slice(1) };
  }

  /** Admin preview of any section (drafts included), never cached. */
  async adminPreview(id: string): Promise<string> {
    const doc = await this.repository.findById(id);
    if (!doc) throw this.notFound();
    return this.renderPreview(doc);
  }

  private renderPreview(doc: SectionDoc): Promise<string> {
    return this.liquid.preview({ slug: doc.slug, title: doc.title, code: doc.code, schema: parsedSchema(doc) });
  }

  // ------------------------------------------------------------------ admin

  async createSection(input: SectionCreateRequest, extras: SectionExtras = {}): Promise<SectionDetail> {
    return this.toAdmin(await this.create(this.newSectionDoc(input, extras)));
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

  async updateSection(id: string, input: SectionUpdateRequest): Promise<SectionDetail> {
    const updated = await this.change(id, () => {
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
    });
    return this.toAdmin(updated);
  }

  async stats() {
    const counts = await this.counts();
    return { totalSections: counts.total, publishedSections: counts.published, draftSections: counts.draft, featuredSections: counts.featured };
  }

  /** 400 naming the line for invalid Liquid or an unreadable `{% schema %}`; else what the save stores. */
  private checkedCode(code: string): Pick<SectionDoc, 'schemaJson' | 'hasLiquidCode'> {
    this.liquid.assertValidSyntax(code);
    const schema = this.liquid.sectionSchema(code);
    return { schemaJson: schema ? JSON.stringify(schema) : null, hasLiquidCode: containsLiquid(code) };
  }
}
