import { Module } from '@nestjs/common';
import { EntriesModule } from '../entries/entries.module';
import { ThemeFilesController } from './theme-files.controller';
import { ThemeFilesService } from './theme-files.service';

/** Shopify-native delivery: section files and store theme bundles (issue 24 items 12, 13). */
@Module({
  imports: [EntriesModule],
  controllers: [ThemeFilesController],
  providers: [ThemeFilesService],
})
export class ThemeFilesModule {}
