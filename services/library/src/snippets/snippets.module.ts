import { Module } from '@nestjs/common';
import { EntriesModule } from '../entries/entries.module';
import { EntryStoreModule } from '../entries/entry-store.module';
import { LibraryCacheTagsModule } from '../entries/library-cache-tags.module';
import { SnippetsController } from './snippets.controller';
import { SnippetsService } from './snippets.service';

/** Remote snippets: token generation for the user's modules and the public script and frame. */
@Module({
  imports: [EntriesModule, EntryStoreModule, LibraryCacheTagsModule],
  controllers: [SnippetsController],
  providers: [SnippetsService],
})
export class SnippetsModule {}
