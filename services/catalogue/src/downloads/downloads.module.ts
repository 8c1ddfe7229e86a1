import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ItemLockService } from '../catalogue/item-lock.service';
import { MODULE_MODEL, moduleSchema } from '../modules/module.schema';
import { SECTION_MODEL, sectionSchema } from '../sections/section.schema';
import { DownloadsConsumer } from './downloads.consumer';
import { DownloadsService } from './downloads.service';

/** Downloads counted from the library's adds (kept apart from the catalogue's own module). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: MODULE_MODEL, schema: moduleSchema },
      { name: SECTION_MODEL, schema: sectionSchema },
    ]),
  ],
  controllers: [DownloadsConsumer],
  providers: [DownloadsService, ItemLockService],
})
export class DownloadsModule {}
