import { ApiOptions } from '../support';

export { expectEnvelope, NO_SUCH_ID } from '../support';

/** A JSON object body far over any field limit, still under the gateway's body limit. */
export const longText = (n: number) => 'x'.repeat(n);

/** A body over every body limit (2 MiB). */
export const hugeBody = () => JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), email: 'huge@example.com', password: 'password123' });

/** A request straight to a service, bypassing the gateway (defence in depth: the services decide too). */
export async function direct(service: 'identity' | 'catalogue' | 'billing' | 'library' | 'stores' | 'support', path: string, options: ApiOptions = {}) {
  const base = process.env[`E2E_${service.toUpperCase()}_URL`];
  if (!base) throw new Error(`E2E_${service.toUpperCase()}_URL is not set`);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${base}${path}`, { method: options.method ?? 'GET', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  return { status: res.status, body: await res.json().catch(() => undefined) };
}

/** Retries `probe` for up to a second until it answers `status`; answers the last answer. */
export async function withinASecond<T extends { status: number }>(status: number, probe: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 1_000;
  let last = await probe();
  while (last.status !== status && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await probe();
  }
  return last;
}
