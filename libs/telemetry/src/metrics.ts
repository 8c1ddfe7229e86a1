import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics, answered as text on GET /metrics by every process (libs/http). Names are
 * prefixed `liquify_`; Prometheus adds the pod, the namespace and the job (one per process) from its targets.
 */
export const metricsRegistry = new Registry();

let runtimeCollected = false;
/** Node runtime metrics (event-loop lag, heap and GC, CPU, handles, `nodejs_*` and `process_*`), once per process. */
export function collectRuntimeMetrics(): void {
  if (runtimeCollected) return;
  runtimeCollected = true;
  collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });
}

/** Latency of every answered request by route pattern (never the raw URL: unbounded), method and status. */
export const httpRequestDuration = new Histogram({
  name: 'liquify_http_request_duration_seconds',
  help: 'Time from a request to its answer, by route pattern, method and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** The gateway's edge cache (x-liquify-cache): hit ratio = HIT / (HIT + MISS); BYPASS is not cacheable. */
export const edgeCacheAnswers = new Counter({
  name: 'liquify_edge_cache_answers_total',
  help: "Gateway answers by edge-cache outcome (x-liquify-cache: HIT, MISS, BYPASS)",
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

/** Each readiness check's last outcome: essential checks decide /readyz, the others only degrade the process. */
export const readinessCheckUp = new Gauge({
  name: 'liquify_readiness_check_up',
  help: 'Last outcome of a readiness check (1 passing, 0 failing); essential="false" checks degrade the process without taking it out of rotation',
  labelNames: ['check', 'essential'] as const,
  registers: [metricsRegistry],
});

/** The answer to GET /metrics. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}

/** Route label for answers that no route pattern describes (404s, the gateway's front door). */
export const UNMATCHED_ROUTE = 'unmatched';
export const EDGE_FRONT_DOOR_ROUTE = 'edge-cache';

/** Records one answer; `route` is the matched pattern (e.g. /api/modules/:slug). */
export function observeHttpAnswer(method: string, route: string | undefined, statusCode: number, seconds: number): void {
  httpRequestDuration.observe({ method, route: route ?? UNMATCHED_ROUTE, status_code: String(statusCode) }, seconds);
}
