import Fastify, { FastifyInstance } from 'fastify';
import { metricsRegistry } from '@liquify/telemetry';
import { installHttpMetrics } from './http-metrics';

/** Issue 22 item 7: every process answers Prometheus text on GET /metrics. */
describe('installHttpMetrics', () => {
  let app: FastifyInstance;
  const build = async (options = {}) => {
    app = Fastify();
    installHttpMetrics(app, options);
    app.get('/api/things/:id', async (_req, reply) => reply.header('x-liquify-cache', 'MISS').send({ ok: true }));
    app.get('/api/plain', async () => ({ ok: true }));
    await app.ready();
  };
  beforeEach(() => metricsRegistry.resetMetrics());
  afterEach(() => app.close());

  it('answers Prometheus text with latency by route pattern, never the raw URL', async () => {
    await build();
    await app.inject({ url: '/api/things/a1' });
    await app.inject({ url: '/api/things/b2' });
    await app.inject({ url: '/nowhere' });
    const res = await app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('liquify_http_request_duration_seconds_count{method="GET",route="/api/things/:id",status_code="200"} 2');
    expect(res.body).toContain('liquify_http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"} 1');
    expect(res.body).not.toMatch(/a1|b2/);
  });

  it('includes the Node runtime and the edge-cache outcomes', async () => {
    await build();
    await app.inject({ url: '/api/things/x' });
    await app.inject({ url: '/api/plain' });
    const { body } = await app.inject({ url: '/metrics' });
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(body).toMatch(/^process_cpu_seconds_total /m);
    expect(body).toContain('liquify_edge_cache_answers_total{result="MISS"} 1');
  });

  it('answers only direct callers when asked (the gateway: not through the ingress)', async () => {
    await build({ directCallersOnly: true });
    const forwarded = await app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.statusCode).toBe(404);
    expect(forwarded.json()).toMatchObject({ success: false, error: 'Not found', code: 'NOT_FOUND' });
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(200);
  });
});
