import { Logger } from '@nestjs/common';
import { metricsRegistry } from '@liquify/telemetry';
import { HealthController, HealthRegistry } from './health';

const passing = (name: string) => ({ name, check: async () => undefined });
const failing = (name: string, message = 'ECONNREFUSED') => ({
  name,
  check: async () => {
    throw new Error(message);
  },
});

/** What /readyz answers: status code and body. */
async function readyz(registry: HealthRegistry) {
  let answer: { code: number; body: unknown } = { code: 0, body: undefined };
  await new HealthController(registry).readyz({ status: (code) => ({ send: (body) => (answer = { code, body }) }) });
  return answer;
}

async function gauge(check: string) {
  const metric = (await metricsRegistry.getSingleMetric('liquify_readiness_check_up')!.get()).values.find((v) => v.labels.check === check);
  return metric && { value: metric.value, essential: metric.labels.essential };
}

describe('readiness that does not cascade (issue 22 item 6)', () => {
  let logs: { level: string; message: string }[];
  beforeEach(() => {
    logs = [];
    for (const level of ['log', 'warn', 'error'] as const) {
      const record = (message: unknown) => {
        logs.push({ level, message: String(message) });
      };
      jest.spyOn(Logger.prototype, level).mockImplementation(record as never);
    }
  });
  afterEach(() => jest.restoreAllMocks());

  it('is ready when every check passes', async () => {
    const registry = new HealthRegistry({ degradeOnly: ['redis'] });
    registry.register(passing('mongo'));
    registry.register(passing('redis'));
    expect(await readyz(registry)).toEqual({ code: 200, body: { status: 'ready', checks: { mongo: { ok: true }, redis: { ok: true } } } });
  });

  it('stays in rotation, degraded, when only a degrading check fails (Redis blips): logged once, metered', async () => {
    const registry = new HealthRegistry({ degradeOnly: ['redis', 'kafka-consumer'] });
    registry.register(passing('mongo'));
    registry.register(failing('redis'));
    registry.register(passing('kafka-consumer'));
    const first = await readyz(registry);
    expect(first).toEqual({
      code: 200,
      body: { status: 'degraded', checks: { mongo: { ok: true }, redis: { ok: false, error: 'ECONNREFUSED' }, 'kafka-consumer': { ok: true } }, degraded: ['redis'] },
    });
    await readyz(registry);
    expect(logs).toEqual([{ level: 'warn', message: 'redis failing (ECONNREFUSED): degraded, still serving its own routes' }]);
    expect(await gauge('redis')).toEqual({ value: 0, essential: 'false' });
    expect(await gauge('mongo')).toEqual({ value: 1, essential: 'true' });

    registry.register(passing('redis'));
    expect((await readyz(registry)).body).toMatchObject({ status: 'ready' });
    expect(logs.at(-1)).toEqual({ level: 'log', message: 'redis is back: no longer degraded' });
    expect(await gauge('redis')).toEqual({ value: 1, essential: 'false' });
  });

  it('leaves rotation when an essential check fails (MongoDB), whatever the others do', async () => {
    const registry = new HealthRegistry({ degradeOnly: ['redis'] });
    registry.register(failing('mongo', 'not connected'));
    registry.register(failing('redis'));
    expect(await readyz(registry)).toEqual({
      code: 503,
      body: { status: 'not ready', checks: { mongo: { ok: false, error: 'not connected' }, redis: { ok: false, error: 'ECONNREFUSED' } } },
    });
    expect(logs).toContainEqual({ level: 'error', message: 'mongo failing (not connected): not ready, out of rotation until it passes' });
  });

  it('treats every check as essential without options (HealthModule imported as is)', async () => {
    const registry = new HealthRegistry();
    registry.register(failing('redis'));
    expect((await readyz(registry)).code).toBe(503);
  });

  it('counts a check that hangs as failing after the timeout', async () => {
    const registry = new HealthRegistry();
    registry.register({ name: 'slow', check: () => new Promise(() => undefined) });
    const result = await registry.run(20);
    expect(result).toEqual({ ok: false, checks: { slow: { ok: false, error: 'timed out after 20 ms' } } });
  });
});
