import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { SERVICE_CONFIG } from '@liquify/service';
import { CatalogueConfig } from '../config';
import { LiquidService } from '../liquid/liquid.service';
import { ModulesAdminController } from '../modules/modules-admin.controller';
import { ModulesController } from '../modules/modules.controller';
import { MODULE_MODEL, moduleSchema } from '../modules/module.schema';
import { ModulesRepository } from '../modules/modules.repository';
import { ModulesService } from '../modules/modules.service';
import { CatalogueSeed } from './catalogue.seed';
import { SEED_DIR, seedDirFor } from './catalogue.seed-data';
import { SectionsAdminController } from '../sections/sections-admin.controller';
import { SectionsController } from '../sections/sections.controller';
import { SECTION_MODEL, sectionSchema } from '../sections/section.schema';
import { SectionsRepository } from '../sections/sections.repository';
import { SectionsService } from '../sections/sections.service';
import { ThumbnailsController } from '../thumbnails/thumbnails.controller';
import { ThumbnailsService } from '../thumbnails/thumbnails.service';
import { CatalogueCacheService } from './catalogue-cache.service';
import { PublicAnswers } from './public-answers';
import { PublicDetails } from './public-details';
import { TrashPurgeJob } from './trash-purge.job';
import { EntitlementsModule } from '../entitlements/entitlements.module';

/** Modules, sections, their previews and thumbnails, the public cache (source only to entitled callers) and the seed loader. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: MODULE_MODEL, schema: moduleSchema },
      { name: SECTION_MODEL, schema: sectionSchema },
    ]),
    EntitlementsModule,
  ],
  controllers: [ModulesController, ModulesAdminController, SectionsController, SectionsAdminController, ThumbnailsController],
  providers: [
    { provide: SEED_DIR, useFactory: (config: CatalogueConfig) => seedDirFor(config), inject: [SERVICE_CONFIG] },
    CatalogueCacheService,
    PublicAnswers,
    PublicDetails,
    LiquidService,
    ModulesRepository,
    ModulesService,
    SectionsRepository,
    SectionsService,
    ThumbnailsService,
    CatalogueSeed,
    TrashPurgeJob,
  ],
  exports: [ModulesService, SectionsService, CatalogueSeed],
})
export class CatalogueModule {}
