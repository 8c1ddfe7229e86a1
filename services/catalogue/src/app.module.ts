import { DynamicModule, Module } from '@nestjs/common';
import { AuditTrailModule, CoreModule } from '@liquify/service';
import { CatalogueModule } from './catalogue/catalogue.module';
import { DownloadsModule } from './downloads/downloads.module';
import { CatalogueConfig } from './config';
import { moduleSchema } from './modules/module.schema';
import { sectionSchema } from './sections/section.schema';

/** Admin writes recorded in the audit log (issue #25 item 10); counters customers move are not admin writes. */
const audited = () =>
  AuditTrailModule.forService('catalogue', [
    { schema: moduleSchema, entity: 'module', omit: ['usageCount', 'downloads'] },
    { schema: sectionSchema, entity: 'section', omit: ['usageCount', 'downloads'] },
  ]);

@Module({})
export class AppModule {
  static forRoot(config: CatalogueConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({ service: 'catalogue', config }),
        CatalogueModule,
        DownloadsModule,
        audited(),
      ],
    };
  }
}
