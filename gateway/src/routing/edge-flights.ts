/**
 * Request collapsing for the edge cache: while one request fetches an answer the gateway may keep, the other
 * requests for the same key wait for it and are answered from what it kept, instead of each asking the service.
 * When a kept answer is dropped (its tag bumped: a catalogue change, the downloads of a few seconds), every
 * visitor of the next moment missed at once: under `npm run chaos -- virtual-users`, 75 requests for the
 * catalogue list in ten seconds each read every module, and the module pages queued behind them for 7-20 s.
 * A waiting request that finds nothing kept afterwards (the answer was not cacheable, the service failed, the
 * tag moved meanwhile) goes to the service itself, as it would have without waiting.
 *
 * Requests with a token and without one fly apart (on a public route an answer that varies on Authorization is kept
 * only for requests without one: edge-vary.ts). And requests wait only on a route whose last answer was kept: on one
 * whose answers are not (untagged, varying on Authorization for a caller with a token, an error), each would wait
 * for an answer it cannot have, then ask anyway. A route's next kept answer makes it one to wait on again.
 */
export class EdgeFlights {
  private readonly flights = new Map<string, Promise<void>>();
  /** Routes (pattern, with or without a token) whose last answer was not kept. */
  private readonly unkept = new Set<string>();

  /** The flight key of a request: `key` (edge-lane's edgeKey), apart for requests with a token. */
  static keyOf(key: string, withToken: boolean): string {
    return withToken ? `${key}\n(with a token)` : key;
  }

  /** Whether requests of this route (with or without a token) wait for one under way. */
  waitsOn(route: string, withToken: boolean): boolean {
    return !this.unkept.has(`${route} ${withToken}`);
  }

  /** What became of a route's answer: kept for the next requests, or not keepable (a refused offer after a bump is neither). */
  outcome(route: string, withToken: boolean, kept: boolean): void {
    if (kept) this.unkept.delete(`${route} ${withToken}`);
    else this.unkept.add(`${route} ${withToken}`);
  }

  /** The flight under way for `key`: settles once its answer was offered to the edge cache (or was not). */
  pending(key: string): Promise<void> | undefined {
    return this.flights.get(key);
  }

  /** Starts the flight of `key`; the function returned ends it (call it once, whatever happened). */
  lead(key: string): () => void {
    let land!: () => void;
    const flight = new Promise<void>((resolve) => (land = resolve));
    this.flights.set(key, flight);
    return () => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
      land();
    };
  }
}
