import { NodeSDK } from '@opentelemetry/sdk-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { KafkaJsInstrumentation } from '@opentelemetry/instrumentation-kafkajs';
import { MongooseInstrumentation } from '@opentelemetry/instrumentation-mongoose';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

let sdk: NodeSDK | undefined;

export interface TracingSetup {
  /** Where spans go: the OTLP/HTTP traces URL, or undefined when nothing is exported. */
  tracesUrl?: string;
}

/**
 * Starts OpenTelemetry for a process when OTEL_EXPORTER_OTLP_ENDPOINT is set: spans for HTTP in and out
 * (node:http and undici), Kafka produce and consume (trace context travels in message headers), mongoose
 * and ioredis, exported over OTLP/HTTP (and the SDK's metrics over OTLP as its env defaults say); sampling
 * follows OTEL_TRACES_SAMPLER / OTEL_TRACES_SAMPLER_ARG (default: parent-based, always on). Logs then carry
 * trace and span ids.
 *
 * Without an endpoint nothing is started. Measured on the gateway: the SDK's defaults recorded every span
 * and retried an OTLP exporter on localhost:4318 nobody listens to, and even with recording off the
 * instrumentation's per-request work cost more than the gateway's own routing.
 * Must run before the instrumented modules are loaded (first import of main.ts).
 */
export function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): TracingSetup {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (sdk || env.OTEL_SDK_DISABLED === 'true' || !endpoint) return {};
  const tracesUrl = `${endpoint.replace(/\/$/, '')}/v1/traces`;
  sdk = new NodeSDK({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    traceExporter: new OTLPTraceExporter({ url: tracesUrl }),
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => req.url === '/healthz' || req.url === '/readyz' }),
      new UndiciInstrumentation(),
      new KafkaJsInstrumentation(),
      new MongooseInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  sdk.start();
  const shutdown = () => {
    void sdk?.shutdown().catch(() => undefined);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  return { tracesUrl };
}

/** Flushes and stops the SDK (tests; the process hooks above do it on SIGTERM/SIGINT). */
export async function stopTracing(): Promise<void> {
  const current = sdk;
  sdk = undefined;
  await current?.shutdown();
}
