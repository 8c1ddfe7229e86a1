import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { LiquidService } from '../liquid/liquid.service';
import { ModulesAdminController } from '../modules/modules-admin.controller';
import { ModulesController } from '../modules/modules.controller';
import { MODULE_MODEL, moduleSchema } from '../modules/module.schema';
import { ModulesRepository } from '../modules/modules.repository';
import { ModulesService } from '../modules/modules.service';
import { CatalogueSeedService } from '../seeding/catalogue-seed.service';
import { SectionsAdminController } from '../sections/sections-admin.controller';
import { SectionsController } from '../sections/sections.controller';
import { SECTION_MODEL, sectionSchema } from '../sections/section.schema';
import { SectionsRepository } from '../sections/sections.repository';
import { SectionsService } from '../sections/sections.service';
import { ThumbnailsController } from '../thumbnails/thumbnails.controller';
import { ThumbnailsService } from '../thumbnails/thumbnails.service';
import { CatalogueCacheService } from './catalogue-cache.service';
import { CatalogueOutboxRelay } from './catalogue-outbox.relay';
import { ItemLockService } from './item-lock.service';

/** Modules, sections, their previews and thumbnails, the public cache and the seed loader. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: MODULE_MODEL, schema: moduleSchema },
      { name: SECTION_MODEL, schema: sectionSchema },
    ]),
  ],
  controllers: [ModulesController, ModulesAdminController, SectionsController, SectionsAdminController, ThumbnailsController],
  providers: [
    CatalogueCacheService,
    ItemLockService,
    CatalogueOutboxRelay,
    LiquidService,
    ModulesRepository,
    ModulesService,
    SectionsRepository,
    SectionsService,
    ThumbnailsService,
    CatalogueSeedService,
  ],
  exports: [ModulesService, SectionsService, CatalogueSeedService],
})
export class CatalogueModule {}
