import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@liquify/service';
import type { StoresConfig } from './config';
import { StoresModule } from './stores/stores.module';

@Module({})
export class AppModule {
  static forRoot(config: StoresConfig): DynamicModule {
    return { module: AppModule, imports: [CoreModule.forRoot({ service: 'stores', config }), StoresModule] };
  }
}
