import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@liquify/service';
import { CatalogueModule } from './catalogue/catalogue.module';
import { DownloadsModule } from './downloads/downloads.module';
import { CatalogueConfig, CONFIG } from './config';

@Module({})
export class AppModule {
  static forRoot(config: CatalogueConfig): DynamicModule {
    return { module: AppModule, imports: [CoreModule.forRoot({ service: 'catalogue', config, configToken: CONFIG }), CatalogueModule, DownloadsModule] };
  }
}
