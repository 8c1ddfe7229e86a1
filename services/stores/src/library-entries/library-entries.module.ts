import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { LibraryEntriesConsumer } from './library-entries.consumer';
import { LibraryEntriesRepository } from './library-entries.repository';
import { LIBRARY_ENTRY_MODEL, libraryEntrySchema } from './library-entries.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: LIBRARY_ENTRY_MODEL, schema: libraryEntrySchema }])],
  controllers: [LibraryEntriesConsumer],
  providers: [LibraryEntriesRepository],
  exports: [LibraryEntriesRepository],
})
export class LibraryEntriesModule {}
