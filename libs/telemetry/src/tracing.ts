import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { KafkaJsInstrumentation } from '@opentelemetry/instrumentation-kafkajs';
import { MongooseInstrumentation } from '@opentelemetry/instrumentation-mongoose';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { detectResources, envDetector, hostDetector, processDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

let provider: { shutdown(): Promise<void> } | undefined;

export interface TracingSetup {
  /** Where spans go: the OTLP/HTTP traces URL, or undefined when nothing is exported. */
  tracesUrl?: string;
}

/**
 * Starts OpenTelemetry tracing for a process when OTEL_EXPORTER_OTLP_ENDPOINT is set: spans for HTTP in and out
 * (node:http and undici), Kafka produce and consume (trace context travels in message headers, W3C), mongoose
 * and ioredis, exported over OTLP/HTTP in batches; sampling follows OTEL_TRACES_SAMPLER / OTEL_TRACES_SAMPLER_ARG
 * (default: parent-based, always on) and the resource OTEL_RESOURCE_ATTRIBUTES. Logs then carry trace and span
 * ids. Metrics are Prometheus text on /metrics (metrics.ts), not pushed.
 *
 * Only the tracer provider and the OTLP/HTTP trace exporter are loaded (not the whole Node SDK, whose exporters
 * for every protocol and signal made up most of an image's dependencies).
 *
 * Without an endpoint nothing is started. Measured on the gateway: the SDK's defaults recorded every span
 * and retried an OTLP exporter on localhost:4318 nobody listens to, and even with recording off the
 * instrumentation's per-request work cost more than the gateway's own routing.
 * Must run before the instrumented modules are loaded (first import of main.ts).
 */
export function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): TracingSetup {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (provider || env.OTEL_SDK_DISABLED === 'true' || !endpoint) return {};
  const tracesUrl = `${endpoint.replace(/\/$/, '')}/v1/traces`;
  const tracer = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }).merge(detectResources({ detectors: [envDetector, hostDetector, processDetector] })),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: tracesUrl }))],
  });
  // The async-hooks context manager and the W3C trace-context and baggage propagators
  tracer.register();
  registerInstrumentations({
    tracerProvider: tracer,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === '/metrics' }),
      new UndiciInstrumentation(),
      new KafkaJsInstrumentation(),
      new MongooseInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  provider = tracer;
  const shutdown = () => {
    void provider?.shutdown().catch(() => undefined);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  return { tracesUrl };
}

/** Flushes and stops tracing (tests; the process hooks above do it on SIGTERM/SIGINT). */
export async function stopTracing(): Promise<void> {
  const current = provider;
  provider = undefined;
  await current?.shutdown();
}
