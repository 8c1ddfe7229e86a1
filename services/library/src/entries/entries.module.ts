import { Module } from '@nestjs/common';
import { ReadModelsModule } from '../read-models/read-models.module';
import { UsageModule } from '../usage/usage.module';
import { EntriesService } from './entries.service';
import { EntryCardsService } from './entry-cards.service';
import { EntryEditsService } from './entry-edits.service';
import { EntryLocksService } from './entry-locks.service';
import { SectionCodeCheck } from './section-code.check';
import { EntryStoreModule } from '../entry-store/entry-store.module';
import { LibraryCacheTagsModule } from '../cache-tags/library-cache-tags.module';
import { LibraryModulesController } from './library-modules.controller';
import { LibrarySectionsController } from './library-sections.controller';

/** The user's library: adding, reading, saving and removing modules and sections, and their catalogue cards. */
@Module({
  imports: [EntryStoreModule, ReadModelsModule, UsageModule, LibraryCacheTagsModule],
  controllers: [LibraryModulesController, LibrarySectionsController],
  providers: [EntriesService, EntryEditsService, EntryCardsService, SectionCodeCheck, EntryLocksService],
  exports: [EntriesService, EntryLocksService],
})
export class EntriesModule {}
