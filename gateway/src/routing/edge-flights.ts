/**
 * Request collapsing for the edge cache: while one request fetches an answer the gateway may keep, the other
 * requests for the same key wait for it and are answered from what it kept, instead of each asking the service.
 * When a kept answer is dropped (its tag bumped: a catalogue change, the downloads of a few seconds), every
 * visitor of the next moment missed at once: under `npm run chaos -- virtual-users`, 75 requests for the
 * catalogue list in ten seconds each read every module, and the module pages queued behind them for 7-20 s.
 * A waiting request that finds nothing kept afterwards (the answer was not cacheable, the service failed, the
 * tag moved meanwhile) goes to the service itself, as it would have without waiting.
 */
export class EdgeFlights {
  private readonly flights = new Map<string, Promise<void>>();

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

  /** Keys with a flight under way (for tests and metrics). */
  get size(): number {
    return this.flights.size;
  }
}
