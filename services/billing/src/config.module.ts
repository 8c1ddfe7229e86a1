import { DynamicModule, Global, Module } from '@nestjs/common';
import { BillingConfig, CONFIG } from './config';

/** The validated configuration, injectable everywhere as CONFIG. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: CONFIG, useValue: config }], exports: [CONFIG] };
  }
}
