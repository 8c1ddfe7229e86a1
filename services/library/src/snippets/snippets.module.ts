import { Module } from '@nestjs/common';
import { EntriesModule } from '../entries/entries.module';
import { EntryStoreModule } from '../entry-store/entry-store.module';
import { LibraryCacheTagsModule } from '../cache-tags/library-cache-tags.module';
import { ReadModelsModule } from '../read-models/read-models.module';
import { SnippetLinksService } from './snippet-links.service';
import { SnippetTestPageService } from './snippet-test-page.service';
import { SnippetsController } from './snippets.controller';
import { SnippetsService } from './snippets.service';

/** Remote snippets: the links of the user's modules (read, replace) and the public script and frame. */
@Module({
  imports: [EntriesModule, EntryStoreModule, LibraryCacheTagsModule, ReadModelsModule],
  controllers: [SnippetsController],
  providers: [SnippetsService, SnippetLinksService, SnippetTestPageService],
})
export class SnippetsModule {}
