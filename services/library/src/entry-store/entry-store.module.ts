import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { EntriesRepository } from './entries.repository';
import { ENTRY_MODEL, entrySchema } from './entry.schema';
import { ENTRY_BODY_MODEL, entryBodySchema } from './entry-body.schema';

/**
 * The entries collection and its repository, shared like billing's checkout sessions: the entries feature
 * writes them, the snippets feature keeps their tokens, usage adds their loads, the admin stats count them.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: ENTRY_MODEL, schema: entrySchema },
      { name: ENTRY_BODY_MODEL, schema: entryBodySchema },
    ]),
  ],
  providers: [EntriesRepository],
  exports: [EntriesRepository],
})
export class EntryStoreModule {}
