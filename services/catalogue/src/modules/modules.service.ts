import { Injectable } from '@nestjs/common';
import {
  CatalogueMessages,
  DEFAULT_MODULE_CATEGORY,
  DEFAULT_STATUS,
  isValidSlug,
  ModuleCreateRequest,
  ModuleDeleted,
  ModuleRestored,
  ModuleTrashed,
  ModulePublished,
  ModuleUnpublished,
  ModuleUpdated,
  ModuleUpdateRequest,
  PublicModulesQuery,
  slugFromTitle,
} from '@liquify/contracts';
import { Types } from 'mongoose';
import { CatalogueAdmin } from '../catalogue/catalogue-admin';
import { CatalogueCacheService } from '../catalogue/catalogue-cache.service';
import { CatalogueItems, CatalogueKindSpec } from '../catalogue/catalogue-items';
import { CatalogueTrash } from '../catalogue/catalogue-trash';
import { iso } from '../catalogue/catalogue-item.mapper';
import { CatalogueErrors } from '../catalogue.errors';
import { containsLiquid } from '@liquify/liquid-preview';
import { LiquidService } from '../liquid/liquid.service';
import { moduleContent, ModuleContent, touchesContent } from './module-content.util';
import type { ModuleDoc } from './module.schema';
import { adminModule, AdminModuleDetail, moduleCard, moduleListItem, unlockedModule } from './modules.mapper';
import type { PublicItem } from '../catalogue/public-details';
import { MODULE_LIST_FIELDS, ModulesRepository } from './modules.repository';

/** Fields a seed file or an admin create may carry beyond the request (seed: rating, downloads). */
export interface ModuleExtras {
  rating?: number;
  downloads?: number;
}

const moduleNotFound = () => CatalogueErrors.MODULE_NOT_FOUND(CatalogueMessages.moduleNotFound);

/** Modules: public reads, admin management (validated content, Liquid checked), seeding. Answers plain data. */
@Injectable()
export class ModulesService {
  /** List, read, status, featured, delete and seeding, shared with the other kind. */
  readonly admin: CatalogueAdmin<ModuleDoc, AdminModuleDetail>;
  private readonly items: CatalogueItems<ModuleDoc>;

  constructor(
    private readonly repository: ModulesRepository,
    cache: CatalogueCacheService,
    private readonly liquid: LiquidService,
  ) {
    const spec: CatalogueKindSpec<ModuleDoc> = {
      kind: 'modules',
      notFoundMessage: CatalogueMessages.moduleNotFound,
      slugTakenMessage: CatalogueMessages.moduleSlugTaken,
      deletedMessage: CatalogueMessages.moduleDeleted,
      restoreSlugTakenMessage: CatalogueMessages.moduleRestoreSlugTaken,
      notFound: moduleNotFound,
      events: { published: ModulePublished, updated: ModuleUpdated, unpublished: ModuleUnpublished, trashed: ModuleTrashed, restored: ModuleRestored, deleted: ModuleDeleted },
      eventPayload: (doc) => ({
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
      }),
    };
    this.items = new CatalogueItems(repository, cache, spec);
    this.admin = new CatalogueAdmin(this.items, new CatalogueTrash(repository, cache, spec), adminModule);
  }

  // ------------------------------------------------------------------ public

  /** GET /api/modules: a page of published modules, without code. */
  async publicList(query: PublicModulesQuery) {
    const { items, total } = await this.repository.list(
      { status: 'published', category: query.category, featured: query.featured, search: query.search },
      { skip: (query.page - 1) * query.limit, limit: query.limit, sort: { createdAt: -1, _id: -1 }, projection: MODULE_LIST_FIELDS },
    );
    return { data: items.map(moduleListItem), pagination: { page: query.page, limit: query.limit, pages: Math.ceil(total / query.limit), totalModules: total } };
  }

  /** GET /api/modules/{slug}: a published module, as its card and with its source; null for drafts, archived and unknown slugs. */
  async publicItem(slug: string): Promise<PublicItem | null> {
    if (!isValidSlug(slug)) return null;
    const doc = await this.repository.findBySlug(slug, 'published');
    return doc && { id: doc._id.toString(), card: moduleCard(doc), unlocked: unlockedModule(doc) };
  }

  notFound() {
    return moduleNotFound();
  }

  // ------------------------------------------------------------------ admin

  async createModule(input: ModuleCreateRequest, extras: ModuleExtras = {}): Promise<AdminModuleDetail> {
    return adminModule(await this.items.create(this.newModuleDoc(input, extras)));
  }

  /** The document a create stores (validated: slug, Liquid syntax); also used by the seed loader. */
  newModuleDoc(input: ModuleCreateRequest, extras: ModuleExtras = {}): Omit<ModuleDoc, 'deletedAt'> {
    const slug = input.slug || slugFromTitle(input.title);
    if (!slug) throw CatalogueErrors.VALIDATION_FAILED(CatalogueMessages.slugRequired, [{ field: 'slug', message: CatalogueMessages.slugRequired }]);
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

  async updateModule(id: string, input: ModuleUpdateRequest): Promise<AdminModuleDetail> {
    const updated = await this.items.change(id, (current) => {
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
    }, input.revision);
    return adminModule(updated);
  }

  async stats() {
    const counts = await this.items.counts();
    return { total: counts.total, published: counts.published, draft: counts.draft, featured: counts.featured, categories: counts.categories };
  }

  /** A module whose final code holds Liquid must parse (400 naming the line otherwise). */
  private checkedContent(content: ModuleContent): ModuleContent {
    if (containsLiquid(content.code)) this.liquid.assertValidSyntax(content.code);
    return content;
  }
}
