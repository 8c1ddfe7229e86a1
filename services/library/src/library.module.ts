import { Module } from '@nestjs/common';
import { catalogueItemsConsumer } from '@liquify/service';
import { AdminStatsController } from './admin/admin-stats.controller';
import { AdminStatsService } from './admin/admin-stats.service';
import { EntriesService } from './entries/entries.service';
import { EntryEditsService } from './entries/entry-edits.service';
import { LibraryModulesController } from './entries/library-modules.controller';
import { LibrarySectionsController } from './entries/library-sections.controller';
import { ReadModelsConsumer } from './read-models/read-models.consumer';
import { ReadModelsService } from './read-models/read-models.service';
import { SnippetsController } from './snippets/snippets.controller';
import { SnippetsService } from './snippets/snippets.service';
import { UsageFlusherService } from './usage/usage-flusher.service';

@Module({
  controllers: [LibraryModulesController, LibrarySectionsController, SnippetsController, AdminStatsController, ReadModelsConsumer, catalogueItemsConsumer(ReadModelsService)],
  providers: [ReadModelsService, EntriesService, EntryEditsService, SnippetsService, UsageFlusherService, AdminStatsService],
})
export class LibraryModule {}
