// Figures of a scenario (requests, errors, p99, convergence) and the suite's verdict. Pure: report.test.mjs.
import { totals } from './ledger.mjs';

/** The p-th percentile (nearest rank) of `values`; 0 for none. */
export function percentile(values, p) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Every request a scenario sends is recorded here: its status (0: no answer at all), its latency, and
 * whether a dependency was down when it was sent (then a 503 is the expected answer).
 */
export class Recorder {
  constructor() {
    this.latencies = [];
    this.statuses = new Map();
    this.unexpected5xx = 0;
    this.allowed503 = 0;
    this.noAnswer = 0;
    this.samples = [];
    this.outage = false;
    /** `status route` -> count, for the unexpected answers; route -> latencies. */
    this.unexpectedBy = new Map();
    this.latencyBy = new Map();
  }

  record(status, ms, what = '') {
    this.latencies.push(ms);
    const route = what.replace(/\/[0-9a-f]{24}(?=\/|$)/gi, '/{id}').replace(/\/[A-Za-z0-9_-]{32,}(?=\/|$)/g, '/{token}');
    if (route) this.latencyBy.set(route, [...(this.latencyBy.get(route) ?? []), ms]);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if (status === 0) this.noAnswer++;
    if (status === 503 && this.outage) this.allowed503++;
    else if (status >= 500 || status === 0) {
      this.unexpected5xx++;
      if (this.samples.length < 5) this.samples.push(`${status} ${what}`);
      const key = `${status} ${route}`;
      this.unexpectedBy.set(key, (this.unexpectedBy.get(key) ?? 0) + 1);
    }
  }

  /** What to look at first: the most frequent unexpected answers and the routes of the slowest p99, a few of each. */
  breakdown(top = 4) {
    const unexpected = [...this.unexpectedBy].sort((a, b) => b[1] - a[1]).slice(0, top).map(([key, n]) => `${n}x ${key}`);
    const slowest = [...this.latencyBy]
      .map(([route, values]) => [route, percentile(values, 99), values.length])
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([route, p99, n]) => `${route} p99 ${Math.round(p99)} ms (${n})`);
    return { unexpected, slowest };
  }

  figures() {
    const requests = this.latencies.length;
    const errors = [...this.statuses].filter(([s]) => s === 0 || s >= 500).reduce((n, [, c]) => n + c, 0);
    return { requests, errors, unexpected5xx: this.unexpected5xx, allowed503: this.allowed503, p99ms: Math.round(percentile(this.latencies, 99)) };
  }
}

/**
 * A scenario's result: { name, figures, accounts (reconcile results), convergenceS (seconds, or null when
 * the scenario has no dependency returning), limits: { p99ms?, convergenceS? }, notes: [] }.
 * Answers the targets it misses, each as a sentence.
 */
export function missedTargets(result) {
  const missed = [];
  const t = totals(result.accounts ?? []);
  if (t.lost) missed.push(`${t.lost} acknowledged writes lost`);
  if (t.duplicated) missed.push(`${t.duplicated} writes duplicated`);
  if (result.figures.unexpected5xx) missed.push(`${result.figures.unexpected5xx} 5xx/unanswered outside an outage`);
  if (result.limits?.p99ms !== undefined && result.figures.p99ms >= result.limits.p99ms) missed.push(`p99 ${result.figures.p99ms} ms >= ${result.limits.p99ms} ms`);
  if (result.limits?.convergenceS !== undefined && (result.convergenceS === null || result.convergenceS > result.limits.convergenceS)) {
    missed.push(`convergence ${result.convergenceS === null ? 'never' : `${result.convergenceS.toFixed(1)} s`} > ${result.limits.convergenceS} s`);
  }
  for (const failure of result.failures ?? []) missed.push(failure);
  return missed;
}

/** The lines a scenario prints. */
export function formatScenario(result) {
  const f = result.figures;
  const t = totals(result.accounts ?? []);
  const missed = missedTargets(result);
  const lines = [
    `== ${result.name} (${result.durationS.toFixed(1)} s) ${missed.length ? 'FAILED' : 'ok'}`,
    `   requests ${f.requests}, errors ${f.errors} (503 during the outage ${f.allowed503}, other 5xx/unanswered ${f.unexpected5xx}), p99 ${f.p99ms} ms` +
      (result.convergenceS !== undefined ? `, convergence ${result.convergenceS === null ? 'never' : `${result.convergenceS.toFixed(1)} s`} after recovery` : ''),
    `   writes acknowledged ${t.acknowledged}, lost ${t.lost}, duplicated ${t.duplicated}` +
      (result.accounts?.length
        ? ` (${result.accounts.map((a) => `${a.name} ${a.acknowledged}${a.lost.length ? ` LOST ${a.lost.length}` : ''}${a.duplicated.length ? ` DUPLICATED ${a.duplicated.length}` : ''}`).join(', ')})`
        : ''),
  ];
  for (const note of result.notes ?? []) lines.push(`   ${note}`);
  if (result.breakdown?.unexpected.length) lines.push(`   5xx/unanswered: ${result.breakdown.unexpected.join('; ')}`);
  if (result.breakdown?.slowest.length) lines.push(`   slowest: ${result.breakdown.slowest.join('; ')}`);
  for (const m of missed) lines.push(`   MISSED: ${m}`);
  return lines;
}

/** The suite's last line. */
export function finalLine(results) {
  const t = totals(results.flatMap((r) => r.accounts ?? []));
  return `chaos: ${results.length} scenarios, ${t.lost} lost, ${t.duplicated} duplicated`;
}
