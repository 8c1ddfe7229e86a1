import { DynamicModule, Module, OnModuleInit } from '@nestjs/common';
import { HealthModule, HealthRegistry } from '@liquify/http';
import { RedisModule } from '@liquify/redis';
import { LoggingModule } from '@liquify/telemetry';
import { GatewayConfig, serviceUrls } from './config';
import { Upstreams } from './routing/upstreams';

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

/** /readyz: Redis plus every configured service's /healthz. */
class DownstreamHealth implements OnModuleInit {
  constructor(
    private readonly registry: HealthRegistry,
    private readonly upstreams: Upstreams,
  ) {}
  onModuleInit() {
    for (const [service] of this.upstreams.configured()) {
      this.registry.register({
        name: service,
        check: async () => {
          const res = await this.upstreams.pool(service)!.request({ method: 'GET', path: '/healthz' });
          await res.body.dump();
          if (res.statusCode !== 200) throw new Error(`healthz answered ${res.statusCode}`);
        },
      });
    }
  }
}

@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        LoggingModule.forRoot({ service: 'gateway', level: config.LOG_LEVEL }),
        HealthModule,
        RedisModule.forRoot({ url: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX }),
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: Upstreams, useFactory: () => new Upstreams(serviceUrls(config), config.UPSTREAM_TIMEOUT_MS) },
        { provide: DownstreamHealth, useFactory: (r: HealthRegistry, u: Upstreams) => new DownstreamHealth(r, u), inject: [HealthRegistry, Upstreams] },
      ],
      exports: [Upstreams, GATEWAY_CONFIG],
    };
  }
}

