import { metrics, trace } from '@opentelemetry/api';
import { startTracing, stopTracing } from './tracing';

describe('startTracing without an OTLP endpoint', () => {
  afterAll(() => stopTracing());

  it('starts nothing: no spans recorded, no meter provider (nothing would receive them)', () => {
    expect(startTracing('telemetry-test', { OTEL_SERVICE_NAME: 'x' })).toEqual({ tracesUrl: undefined });
    const span = trace.getTracer('test').startSpan('work');
    expect(span.isRecording()).toBe(false);
    span.end();
    // The global meter provider is still the API's no-op one.
    expect(metrics.getMeterProvider().constructor.name).toBe('NoopMeterProvider');
  });
});
