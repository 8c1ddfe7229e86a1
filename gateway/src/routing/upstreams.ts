import { EDGE_COUNT_HEADER, EDGE_TAG_HEADER } from '@liquify/redis';
import { Pool } from 'undici';
import { ServiceName } from '../config';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

/** Request headers passed to a service: everything but hop-by-hop ones. */
export function upstreamRequestHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    out[name] = value;
  }
  return out;
}

/** Response headers passed back to the browser. */
export function downstreamResponseHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name === 'x-request-id' || name === EDGE_TAG_HEADER || name === EDGE_COUNT_HEADER) continue;
    out[name] = value;
  }
  return out;
}

/** Keep-alive connection pools, one per service. */
export class Upstreams {
  private readonly pools = new Map<ServiceName, Pool>();

  constructor(
    private readonly urls: Record<ServiceName, string | undefined>,
    timeoutMs: number,
  ) {
    for (const [service, url] of Object.entries(urls) as [ServiceName, string | undefined][]) {
      if (url) {
        this.pools.set(
          service,
          new Pool(url, { connections: 128, pipelining: 1, keepAliveTimeout: 30_000, headersTimeout: timeoutMs, bodyTimeout: timeoutMs }),
        );
      }
    }
  }

  pool(service: ServiceName): Pool | undefined {
    return this.pools.get(service);
  }

  configured(): [ServiceName, string][] {
    return Object.entries(this.urls).filter(([, url]) => Boolean(url)) as [ServiceName, string][];
  }

  async close() {
    await Promise.all([...this.pools.values()].map((p) => p.close().catch(() => undefined)));
  }
}
