import { metricsRegistry } from '@liquify/telemetry';
import { Gauge } from 'prom-client';

export type GaugeRows = [labels: Record<string, string>, value: number][];

/**
 * A gauge read when Prometheus scrapes /metrics: `read` answers every labelled value, which replace the previous
 * ones, or undefined to keep them (the source could not be read this time).
 */
export function scrapedGauge(config: { name: string; help: string; labelNames: readonly string[] }, read: () => Promise<GaugeRows | undefined>): Gauge {
  return new Gauge({
    ...config,
    registers: [metricsRegistry],
    async collect() {
      const rows = await read();
      if (!rows) return;
      this.reset();
      for (const [labels, value] of rows) this.set(labels, value);
    },
  });
}

/** The live instances of a collector class (one per running app; tests may start several in turn). */
export class LiveInstances<T> {
  private readonly items = new Set<T>();
  add(item: T) {
    this.items.add(item);
  }
  delete(item: T) {
    this.items.delete(item);
  }
  /** The most recently started one. */
  get latest(): T | undefined {
    return [...this.items].at(-1);
  }
}
