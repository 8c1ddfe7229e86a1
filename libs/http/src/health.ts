import { Controller, Get, Global, Injectable, Module, Res } from '@nestjs/common';

export interface HealthIndicator {
  name: string;
  check(): Promise<void>;
}

/** Components (mongo, redis, kafka...) register their checks here; /readyz runs them all. */
@Injectable()
export class HealthRegistry {
  private readonly indicators = new Map<string, HealthIndicator>();

  register(indicator: HealthIndicator) {
    this.indicators.set(indicator.name, indicator);
  }

  async run(timeoutMs = 2000): Promise<{ ok: boolean; checks: Record<string, { ok: boolean; error?: string }> }> {
    const checks: Record<string, { ok: boolean; error?: string }> = {};
    await Promise.all(
      [...this.indicators.values()].map(async (indicator) => {
        let timer: NodeJS.Timeout | undefined;
        try {
          await Promise.race([
            indicator.check(),
            new Promise((_, reject) => {
              timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
            }),
          ]);
          checks[indicator.name] = { ok: true };
        } catch (err) {
          checks[indicator.name] = { ok: false, error: (err as Error).message };
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    return { ok: Object.values(checks).every((c) => c.ok), checks };
  }
}

interface StatusReply {
  status(code: number): { send(body: unknown): unknown };
}

@Controller()
export class HealthController {
  constructor(private readonly registry: HealthRegistry) {}

  @Get('healthz')
  healthz() {
    return { status: 'ok' };
  }

  @Get('readyz')
  async readyz(@Res() reply: StatusReply) {
    const result = await this.registry.run();
    return reply.status(result.ok ? 200 : 503).send({ status: result.ok ? 'ready' : 'not ready', checks: result.checks });
  }
}

@Global()
@Module({ providers: [HealthRegistry], controllers: [HealthController], exports: [HealthRegistry] })
export class HealthModule {}
