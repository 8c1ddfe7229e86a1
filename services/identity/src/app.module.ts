import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@liquify/service';
import { CONFIG, IdentityConfig } from './config';
import { IDENTITY_PRODUCER } from './identity.const';
import { IdentityModule } from './identity.module';

@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return { module: AppModule, imports: [CoreModule.forRoot({ service: IDENTITY_PRODUCER, config, configToken: CONFIG }), IdentityModule] };
  }
}
