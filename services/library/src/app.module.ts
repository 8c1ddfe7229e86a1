import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@liquify/service';
import { CONFIG, LibraryConfig } from './config';
import { DataModule } from './data.module';
import { LibraryModule } from './library.module';

@Module({})
export class AppModule {
  static forRoot(config: LibraryConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot({ service: 'library', config, configToken: CONFIG }), DataModule, LibraryModule],
    };
  }
}
