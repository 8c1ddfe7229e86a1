import { Controller, DynamicModule, Get, Global, Inject, Injectable, Logger, Module, Optional, Res } from '@nestjs/common';
import { readinessCheckUp } from '@liquify/telemetry';

export interface HealthIndicator {
  name: string;
  check(): Promise<void>;
}

export interface HealthOptions {
  /**
   * Checks whose failure degrades the process without taking it out of rotation: it still serves its own
   * routes (the catalogue answers from MongoDB when Redis blips; a stalled Kafka consumer delays events, it
   * does not stop requests). Failing, they are logged once per change and metered
   * (liquify_readiness_check_up{essential="false"}), and /readyz answers 200 "degraded".
   * Every other check is essential: failing, /readyz answers 503.
   */
  degradeOnly?: readonly string[];
}

export const HEALTH_OPTIONS = Symbol('HEALTH_OPTIONS');

export interface CheckResult {
  ok: boolean;
  error?: string;
}
export interface ReadinessResult {
  /** Every essential check passes: the process can serve its own routes. */
  ok: boolean;
  checks: Record<string, CheckResult>;
  /** Non-essential checks failing now (absent when none is). */
  degraded?: string[];
}

/** Components (mongo, redis, kafka...) register their checks here; /readyz runs them all. */
@Injectable()
export class HealthRegistry {
  private readonly indicators = new Map<string, HealthIndicator>();
  private readonly degradeOnly: ReadonlySet<string>;
  private readonly lastOk = new Map<string, boolean>();
  private readonly logger = new Logger('Health');

  constructor(@Optional() @Inject(HEALTH_OPTIONS) options?: HealthOptions) {
    this.degradeOnly = new Set(options?.degradeOnly ?? []);
  }

  private stopping = false;

  /** The process is shutting down (graceful-shutdown.ts): /readyz answers 503 from now on, whatever the checks say. */
  beginShutdown() {
    this.stopping = true;
  }

  get shuttingDown(): boolean {
    return this.stopping;
  }

  register(indicator: HealthIndicator) {
    this.indicators.set(indicator.name, indicator);
  }

  isEssential(name: string): boolean {
    return !this.degradeOnly.has(name);
  }

  async run(timeoutMs = 2000): Promise<ReadinessResult> {
    const checks: Record<string, CheckResult> = {};
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
    for (const [name, result] of Object.entries(checks)) this.record(name, result);
    const failing = Object.keys(checks).filter((name) => !checks[name].ok);
    const degraded = failing.filter((name) => !this.isEssential(name));
    return { ok: failing.every((name) => !this.isEssential(name)), checks, ...(degraded.length ? { degraded } : {}) };
  }

  /** Meters every outcome; logs a check only when it changes (a probe every few seconds must not flood the log). */
  private record(name: string, result: CheckResult) {
    const essential = this.isEssential(name);
    readinessCheckUp.set({ check: name, essential: String(essential) }, result.ok ? 1 : 0);
    const before = this.lastOk.get(name);
    this.lastOk.set(name, result.ok);
    if (before === result.ok || (before === undefined && result.ok)) return;
    if (result.ok) this.logger.log(`${name} is back: ${essential ? 'ready again' : 'no longer degraded'}`);
    else if (essential) this.logger.error(`${name} failing (${result.error}): not ready, out of rotation until it passes`);
    else this.logger.warn(`${name} failing (${result.error}): degraded, still serving its own routes`);
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
    if (this.registry.shuttingDown) return reply.status(503).send({ status: 'shutting down', checks: {} });
    const { ok, checks, degraded } = await this.registry.run();
    if (!ok) return reply.status(503).send({ status: 'not ready', checks });
    return reply.status(200).send(degraded ? { status: 'degraded', checks, degraded } : { status: 'ready', checks });
  }
}

/**
 * /healthz (liveness: the process answers) and /readyz (readiness: its essential checks pass). Imported as
 * is, every check is essential; `HealthModule.forRoot({ degradeOnly })` names those that only degrade.
 */
@Global()
@Module({ providers: [HealthRegistry], controllers: [HealthController], exports: [HealthRegistry] })
export class HealthModule {
  static forRoot(options: HealthOptions): DynamicModule {
    return { module: HealthModule, providers: [{ provide: HEALTH_OPTIONS, useValue: options }, HealthRegistry], exports: [HealthRegistry] };
  }
}
