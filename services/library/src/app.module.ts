import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@liquify/service';
import { AdminStatsModule } from './admin/admin-stats.module';
import { LibraryConfig } from './config';
import { EntriesModule } from './entries/entries.module';
import { ReadModelsModule } from './read-models/read-models.module';
import { SnippetsModule } from './snippets/snippets.module';
import { ThemeFilesModule } from './theme-files/theme-files.module';
import { UsageModule } from './usage/usage.module';

@Module({})
export class AppModule {
  static forRoot(config: LibraryConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot({ service: 'library', config }), ReadModelsModule, UsageModule, EntriesModule, SnippetsModule, ThemeFilesModule, AdminStatsModule],
    };
  }
}
