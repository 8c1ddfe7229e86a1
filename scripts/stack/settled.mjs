// "The product has finished what it does on its own at start-up": every service's Kafka consumers have read
// everything written to their topics and no outbox holds an unpublished event, read from each service's own
// Prometheus gauges (liquify_kafka_consumer_lag, liquify_outbox_pending_documents on /metrics).
// Ready (/readyz) only says a process can serve. A fresh stack is still relaying its seeds' events then: the
// catalogue's first publications join every plan in billing, whose plan updates reach the library, and
// a test that publishes a module right away waited behind that backlog (20 s and more on a loaded machine).

/** Sum of the samples of `metric` in a Prometheus text exposition. */
export function sumOf(exposition, metric) {
  let sum = 0;
  for (const line of exposition.split('\n')) {
    if (!line.startsWith(metric)) continue;
    const rest = line.slice(metric.length);
    if (rest[0] !== '{' && rest[0] !== ' ') continue; // another metric sharing the prefix
    const value = Number(line.slice(line.lastIndexOf(' ') + 1));
    if (Number.isFinite(value)) sum += value;
  }
  return sum;
}

/** What a service still has to do: its consumers' lag plus its outboxes' pending documents; null if unreadable. */
export async function backlogOf(url) {
  try {
    const res = await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) return null;
    const text = await res.text();
    return sumOf(text, 'liquify_kafka_consumer_lag') + sumOf(text, 'liquify_outbox_pending_documents');
  } catch {
    return null;
  }
}

/**
 * Waits until every service's backlog is 0 on two readings in a row (an event relayed between two services can
 * be in neither's gauge for a moment), at most `timeoutMs`. Answers { settled, ms, backlog } and never throws:
 * a product that does not settle is for the tests to show.
 */
export async function waitUntilSettled(services, { timeoutMs = 120_000, intervalMs = 500 } = {}) {
  const started = Date.now();
  let quietReadings = 0;
  let backlog = {};
  while (Date.now() - started < timeoutMs) {
    const readings = await Promise.all(services.map(async (s) => [s.name, await backlogOf(s.url)]));
    backlog = Object.fromEntries(readings);
    quietReadings = readings.every(([, n]) => n === 0) ? quietReadings + 1 : 0;
    if (quietReadings >= 2) return { settled: true, ms: Date.now() - started, backlog };
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return { settled: false, ms: Date.now() - started, backlog };
}
