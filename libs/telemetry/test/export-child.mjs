// Run by tracing-export.spec.ts in its own Node process (the OTLP exporter loads node:http through a
// dynamic import, which jest's VM cannot run): starts tracing against the endpoint in argv, records one
// span, flushes, and prints what it saw. Node strips the TypeScript types of tracing.ts itself.
const { startTracing, stopTracing } = await import(new URL('../src/tracing.ts', import.meta.url).href);
const { trace } = await import('@opentelemetry/api');
const setup = startTracing('telemetry-test', { OTEL_EXPORTER_OTLP_ENDPOINT: process.argv[2] });
const span = trace.getTracer('test').startSpan('work');
const recording = span.isRecording();
span.end();
await stopTracing();
process.stdout.write(JSON.stringify({ setup, recording }));
