import { DynamicModule, Module } from '@nestjs/common';
import { HealthModule } from '@liquify/http';
import { RedisModule } from '@liquify/redis';
import { LoggingModule } from '@liquify/telemetry';
import { GatewayConfig, serviceUrls } from './config';
import { Upstreams } from './routing/upstreams';

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

/**
 * /readyz checks what the gateway itself uses: Redis (rate limits, edge cache, sessions' access), as a check that
 * degrades it without taking it out of rotation (every replica shares the one Redis: failing them all would
 * take the front ends down too). Never the services: one sick service must not take every gateway replica out
 * of rotation; its own routes answer 503 while the rest keeps working. /healthz (liveness) depends on nothing
 * outside the process.
 */
@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        LoggingModule.forRoot({ service: 'gateway', level: config.LOG_LEVEL }),
        HealthModule.forRoot({ degradeOnly: ['redis'] }),
        RedisModule.forRoot({ url: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX }),
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: Upstreams, useFactory: () => new Upstreams(serviceUrls(config), config.UPSTREAM_TIMEOUT_MS) },
      ],
      exports: [Upstreams, GATEWAY_CONFIG],
    };
  }
}

