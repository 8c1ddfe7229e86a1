import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Seed, Seeder, SERVICE_CONFIG } from '@liquify/service';
import { DEFAULT_SECTION_THUMBNAIL, moduleCreateRequestSchema, sectionCreateRequestSchema, thumbnailUrl } from '@liquify/contracts';
import { CatalogueConfig } from '../config';
import { ModulesRepository } from '../modules/modules.repository';
import { ModulesService } from '../modules/modules.service';
import { SectionsRepository } from '../sections/sections.repository';
import { SectionsService } from '../sections/sections.service';
import { ThumbnailsService } from '../thumbnails/thumbnails.service';
import { SEED_DIR } from './catalogue.seed-data';

export interface SeedReport {
  modules: { inserted: number; skipped: string[] };
  sections: { inserted: number; skipped: string[] };
}

interface SeedMeta {
  slug?: unknown;
  rating?: unknown;
  downloads?: unknown;
  [key: string]: unknown;
}

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback);

/**
 * Loads the seed catalogue (services/catalogue/seed) as published items when the modules or sections
 * collection is empty, with a published event per item through the outbox. Every seed item goes through
 * the same validation as an admin save (a file that fails is reported and skipped). Idempotent: items
 * are inserted only if their slug is absent, so concurrent or repeated starts never duplicate.
 */
@Seeder('catalogue')
@Injectable()
export class CatalogueSeed implements Seed {
  private readonly logger = new Logger(CatalogueSeed.name);

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: CatalogueConfig,
    @Inject(SEED_DIR) private readonly seedDir: string,
    private readonly modules: ModulesService,
    private readonly sections: SectionsService,
    private readonly modulesRepository: ModulesRepository,
    private readonly sectionsRepository: SectionsRepository,
    private readonly thumbnails: ThumbnailsService,
  ) {}

  enabled() {
    return this.config.SEED_ON_START;
  }

  async run() {
    const report = await this.seedIfEmpty();
    return `${report.modules.inserted} modules and ${report.sections.inserted} sections loaded`;
  }

  async seedIfEmpty(): Promise<SeedReport> {
    const report: SeedReport = { modules: { inserted: 0, skipped: [] }, sections: { inserted: 0, skipped: [] } };
    await Promise.all([this.modulesRepository.ready(), this.sectionsRepository.ready()]);
    if ((await this.modulesRepository.countAll()) === 0) report.modules = await this.seedModules();
    if ((await this.sectionsRepository.countAll()) === 0) report.sections = await this.seedSections();
    for (const skipped of [...report.modules.skipped, ...report.sections.skipped]) this.logger.error(`seed file skipped: ${skipped}`);
    return report;
  }

  private async jsonFiles(folder: string): Promise<string[]> {
    try {
      return (await readdir(join(this.seedDir, folder))).filter((name) => name.endsWith('.json')).sort();
    } catch {
      this.logger.warn(`seed folder ${join(this.seedDir, folder)} not found`);
      return [];
    }
  }

  private async thumbnailFor(kind: 'modules' | 'sections', slug: string, fallback: string): Promise<string> {
    const thumbnail = await this.thumbnails.find(kind, slug);
    return thumbnail ? `${thumbnailUrl(kind, slug)}?v=${thumbnail.version}` : fallback;
  }

  private async seedModules() {
    const result = { inserted: 0, skipped: [] as string[] };
    for (const file of await this.jsonFiles('modules')) {
      try {
        const meta = JSON.parse(await readFile(join(this.seedDir, 'modules', file), 'utf8')) as SeedMeta;
        const slug = typeof meta.slug === 'string' && meta.slug ? meta.slug : basename(file, '.json');
        const parsed = moduleCreateRequestSchema.safeParse({ ...meta, slug, status: 'published', thumbnail: await this.thumbnailFor('modules', slug, '') });
        if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'invalid');
        const doc = this.modules.newModuleDoc(parsed.data, { rating: numberOr(meta.rating, 0), downloads: numberOr(meta.downloads, 0) });
        if (await this.modules.admin.insertSeed(doc)) result.inserted++;
      } catch (err) {
        result.skipped.push(`modules/${file}: ${(err as Error).message}`);
      }
    }
    await this.modules.admin.seeded();
    return result;
  }

  private async seedSections() {
    const result = { inserted: 0, skipped: [] as string[] };
    for (const file of await this.jsonFiles('sections')) {
      try {
        const meta = JSON.parse(await readFile(join(this.seedDir, 'sections', file), 'utf8')) as SeedMeta;
        const slug = typeof meta.slug === 'string' && meta.slug ? meta.slug : basename(file, '.json');
        const code = await readFile(join(this.seedDir, 'sections', `${basename(file, '.json')}.liquid`), 'utf8');
        const parsed = sectionCreateRequestSchema.safeParse({
          ...meta,
          slug,
          code,
          status: 'published',
          thumbnail: await this.thumbnailFor('sections', slug, DEFAULT_SECTION_THUMBNAIL),
        });
        if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'invalid');
        const doc = this.sections.newSectionDoc(parsed.data, { rating: numberOr(meta.rating, 0), downloads: numberOr(meta.downloads, 0) });
        if (await this.sections.admin.insertSeed(doc)) result.inserted++;
      } catch (err) {
        result.skipped.push(`sections/${file}: ${(err as Error).message}`);
      }
    }
    await this.sections.admin.seeded();
    return result;
  }
}
