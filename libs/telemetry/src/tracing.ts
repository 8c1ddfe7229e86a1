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

/**
 * Starts OpenTelemetry tracing for a process: HTTP in and out (node:http and undici), Kafka produce and
 * consume (trace context travels in message headers), mongoose and ioredis. Spans are exported over OTLP
 * only when OTEL_EXPORTER_OTLP_ENDPOINT is set; without it, context still propagates so logs carry trace ids.
 * Must run before the instrumented modules are loaded (first import of main.ts).
 */
export function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): void {
  if (sdk || env.OTEL_SDK_DISABLED === 'true') return;
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  sdk = new NodeSDK({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    traceExporter: endpoint ? new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }) : undefined,
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
}
