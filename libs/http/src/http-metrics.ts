import type { FastifyInstance } from 'fastify';
import { collectRuntimeMetrics, edgeCacheAnswers, metricsText, observeHttpAnswer } from '@liquify/telemetry';
import { errorEnvelope } from './envelope';

export interface HttpMetricsOptions {
  /**
   * Answer GET /metrics only to callers that reach the process directly (Prometheus scraping the pod): a request
   * that came through a proxy (it carries X-Forwarded-For, which the ingress always sets) gets a 404. For a
   * process whose port is public (the gateway).
   */
  directCallersOnly?: boolean;
}

/**
 * Prometheus metrics of an HTTP process: the latency of every answer by route pattern (onResponse), the
 * gateway's edge-cache outcomes (x-liquify-cache), the Node runtime, and whatever else the process registers
 * in libs/telemetry's registry, as text on GET /metrics.
 */
export function installHttpMetrics(fastify: FastifyInstance, options: HttpMetricsOptions = {}): void {
  collectRuntimeMetrics();
  // Callback style: no promise per request on this hot path.
  fastify.addHook('onResponse', (request, reply, done) => {
    observeHttpAnswer(request.method, request.routeOptions?.url, reply.statusCode, reply.elapsedTime / 1000);
    const cache = reply.getHeader('x-liquify-cache');
    if (typeof cache === 'string') edgeCacheAnswers.inc({ result: cache });
    done();
  });
  fastify.get('/metrics', async (request, reply) => {
    if (options.directCallersOnly && request.headers['x-forwarded-for'] !== undefined) {
      return reply.status(404).send(errorEnvelope('Not found', { code: 'NOT_FOUND', requestId: String(request.id) }));
    }
    const { contentType, body } = await metricsText();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
}
