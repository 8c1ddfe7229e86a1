import { Injectable } from '@nestjs/common';
import {
  CatalogueMessages,
  DEFAULT_MODULE_CATEGORY,
  DEFAULT_STATUS,
  isValidSlug,
  ModuleCreateRequest,
  ModuleDeleted,
  ModulePublished,
  ModuleUnpublished,
  ModuleUpdated,
  ModuleUpdateRequest,
  PublicModulesQuery,
  slugFromTitle,
} from '@liquify/contracts';
import { Types } from 'mongoose';
import { CachedAnswer, CatalogueCacheService } from '../catalogue/catalogue-cache.service';
import { CatalogueItemPayload, CatalogueItemsService } from '../catalogue/catalogue-items.service';
import { iso } from '../catalogue/catalogue-item.mapper';
import { catalogueError, CatalogueErrorCode } from '../catalogue/catalogue.errors';
import { ItemLockService } from '../catalogue/item-lock.service';
import { containsLiquid } from '@liquify/liquid-preview';
import { LiquidService } from '../liquid/liquid.service';
import { moduleContent, ModuleContent, touchesContent } from './module-content.util';
import type { ModuleDoc } from './module.schema';
import { ModuleDetail, moduleDetail, moduleListItem } from './modules.mapper';
import { MODULE_LIST_FIELDS, ModulesRepository } from './modules.repository';

/** Fields a seed file or an admin create may carry beyond the request (seed: rating, downloads). */
export interface ModuleExtras {
  rating?: number;
  downloads?: number;
}

@Injectable()
export class ModulesService extends CatalogueItemsService<ModuleDoc, ModuleDetail> {
  constructor(
    repository: ModulesRepository,
    cache: CatalogueCacheService,
    locks: ItemLockService,
    private readonly liquid: LiquidService,
  ) {
    super(repository, cache, locks, {
      kind: 'modules',
      notFoundCode: CatalogueErrorCode.ModuleNotFound,
      notFoundMessage: CatalogueMessages.moduleNotFound,
      slugTakenMessage: CatalogueMessages.moduleSlugTaken,
      deletedMessage: CatalogueMessages.moduleDeleted,
      events: { published: ModulePublished, updated: ModuleUpdated, unpublished: ModuleUnpublished, deleted: ModuleDeleted },
    });
  }

  toAdmin(doc: ModuleDoc): ModuleDetail {
    return moduleDetail(doc);
  }

  protected toEventPayload(doc: ModuleDoc): CatalogueItemPayload {
    return {
      id: doc._id.toString(),
      slug: doc.slug,
      title: doc.title,
      description: doc.description,
      category: doc.category,
      thumbnail: doc.thumbnail,
      featured: doc.featured,
      status: doc.status,
      templateCode: doc.templateCode,
      variables: doc.variables.map((v) => ({
        name: v.name,
        label: v.label,
        type: v.type,
        defaultValue: v.defaultValue,
        description: v.description,
        ...(v.options ? { options: v.options } : {}),
      })),
      updatedAt: iso(doc.updatedAt),
    };
  }

  // ------------------------------------------------------------------ public

  /** GET /api/modules: published modules without code, serialised once per cache version. */
  publicList(query: PublicModulesQuery): Promise<CachedAnswer> {
    const key = `list:${query.page}:${query.limit}:${query.featured ?? ''}:${encodeURIComponent(query.category ?? '')}:${encodeURIComponent(query.search ?? '')}`;
    return this.cache.getOrCompute('modules', key, async () => {
      const { items, total } = await this.repository.list(
        { status: 'published', category: query.category, featured: query.featured, search: query.search },
        { skip: (query.page - 1) * query.limit, limit: query.limit, sort: { createdAt: -1, _id: -1 }, projection: MODULE_LIST_FIELDS },
      );
      return JSON.stringify({
        success: true,
        data: items.map(moduleListItem),
        pagination: { page: query.page, limit: query.limit, pages: Math.ceil(total / query.limit), totalModules: total },
      });
    });
  }

  /** GET /api/modules/{slug}: a published module with its code; drafts and archived ones are 404. */
  async publicDetail(slug: string): Promise<CachedAnswer> {
    if (!isValidSlug(slug)) throw this.notFound();
    // A missing module is cached as an empty answer too (until the next change), so unknown slugs stay cheap.
    const answer = await this.cache.getOrCompute('modules', `detail:${slug}`, async () => {
      const doc = await this.repository.findBySlug(slug, 'published');
      return doc ? JSON.stringify({ success: true, data: moduleDetail(doc) }) : '';
    });
    if (answer.body === '') throw this.notFound();
    return answer;
  }

  // ------------------------------------------------------------------ admin

  async createModule(input: ModuleCreateRequest, extras: ModuleExtras = {}): Promise<ModuleDetail> {
    return this.toAdmin(await this.create(this.newModuleDoc(input, extras)));
  }

  /** The document a create stores (validated: slug, Liquid syntax); also used by the seed loader. */
  newModuleDoc(input: ModuleCreateRequest, extras: ModuleExtras = {}): Omit<ModuleDoc, 'deletedAt'> {
    const slug = input.slug || slugFromTitle(input.title);
    if (!slug) throw catalogueError.validation(CatalogueMessages.slugRequired, [{ field: 'slug', message: CatalogueMessages.slugRequired }]);
    const content = this.checkedContent(moduleContent(input));
    const now = new Date();
    return {
      _id: new Types.ObjectId(),
      slug,
      title: input.title,
      description: input.description,
      longDescription: input.longDescription ?? '',
      category: input.category || DEFAULT_MODULE_CATEGORY,
      tags: input.tags ?? [],
      ...content,
      content: input.content ?? '',
      thumbnail: input.thumbnail ?? '',
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

  async updateModule(id: string, input: ModuleUpdateRequest): Promise<ModuleDetail> {
    const updated = await this.change(id, (current) => {
      const changes: Partial<ModuleDoc> = {};
      if (input.title !== undefined) changes.title = input.title;
      if (input.description !== undefined) changes.description = input.description;
      if (input.longDescription !== undefined) changes.longDescription = input.longDescription;
      if (input.slug) changes.slug = input.slug;
      if (input.category) changes.category = input.category;
      if (input.tags !== undefined) changes.tags = input.tags;
      if (input.content !== undefined) changes.content = input.content;
      if (input.thumbnail !== undefined) changes.thumbnail = input.thumbnail;
      if (input.demoUrl !== undefined) changes.demoUrl = input.demoUrl;
      if (input.featured !== undefined) changes.featured = input.featured;
      if (input.status !== undefined) changes.status = input.status;
      if (input.images !== undefined) changes.images = input.images;
      if (input.author !== undefined) changes.author = input.author;
      if (touchesContent(input)) Object.assign(changes, this.checkedContent(moduleContent(input, current)));
      return changes;
    });
    return this.toAdmin(updated);
  }

  async stats() {
    const counts = await this.counts();
    return { total: counts.total, published: counts.published, draft: counts.draft, featured: counts.featured };
  }

  /** A module whose final code holds Liquid must parse (400 naming the line otherwise). */
  private checkedContent(content: ModuleContent): ModuleContent {
    if (containsLiquid(content.code)) this.liquid.assertValidSyntax(content.code);
    return content;
  }
}
