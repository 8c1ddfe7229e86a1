/**
 * "One replica at a time" across the service's replicas, as the Kafka side needs it (libs/redis `RedisLease`
 * fits; the service kit provides one under SERVICE_LEASE): `run` answers `{ ran: false }` at once when another
 * replica holds `name`; `held` turns false if the lease is lost meanwhile. Without one, every replica does the work.
 */
export interface ServiceLease {
  run<T>(
    name: string,
    work: (lease: { readonly held: boolean }) => Promise<T>,
    options?: { holdMs?: number; whenUnavailable?: 'skip' | 'run' },
  ): Promise<{ ran: true; value: T } | { ran: false }>;
}

/** Injection token of the service's lease (optional: the outbox relay and the processed-events prune use it). */
export const SERVICE_LEASE = Symbol('SERVICE_LEASE');
