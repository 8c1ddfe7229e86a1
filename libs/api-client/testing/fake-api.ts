/**
 * A real ApiClient whose network is a table of routes: tests see exactly what the page sends and
 * decide what the server answers.
 */
import { ApiClient } from '../src/api-client';

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export type FakeRoute = (request: { body: any; query: URLSearchParams; headers: Record<string, string> }) =>
  | FakeAnswer
  | Promise<FakeAnswer>;

export interface RecordedCall {
  method: string;
  path: string;
  body: any;
  headers: Record<string, string>;
  query: URLSearchParams;
}

export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: RecordedCall[] = [];
  const api = new ApiClient({
    apiBase: '/api',
    fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://test.local');
      const path = url.pathname.replace(/^\/api/, '');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({ method, path, body, headers, query: url.searchParams });
      const route = routes[`${method} ${path}`];
      if (!route) return new Response(JSON.stringify({ success: false, error: 'Not found' }), { status: 404 });
      const answer = await route({ body, query: url.searchParams, headers });
      return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status });
    }) as typeof fetch,
  });
  return { api, calls };
}

export const ok = (data: unknown, status = 200): FakeAnswer => ({ status, body: { success: true, data } });
export const fail = (status: number, error?: string): FakeAnswer => ({
  status,
  body: error === undefined ? { success: false } : { success: false, error },
});
