/**
 * One piece of work per key at a time in this process: callers asking for a key whose work is under way get its
 * promise instead of starting it again (after a cache miss, the requests that missed together). The key is
 * forgotten once its work settles, or earlier with `forget` (a change that the work under way may not see):
 * callers after that start anew, and the superseded work's end never forgets its successor.
 */
export class SingleFlight<T> {
  private readonly flights = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.flights.get(key);
    if (running) return running;
    const flight = work();
    this.flights.set(key, flight);
    const land = () => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    };
    flight.then(land, land);
    return flight;
  }

  forget(key: string): void {
    this.flights.delete(key);
  }

  clear(): void {
    this.flights.clear();
  }
}
