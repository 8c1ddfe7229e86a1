/** File answers of the API (issue 24 items 12, 13): fetched here, not by the shell's ApiClient, which reads JSON. */
import { ApiError, httpErrorMessage, NETWORK_ERROR, routePath, serverMessageOf, type ApiClient } from '@liquify/api-client';
import type { CallableRoute, RouteBody, RouteParams } from '@liquify/contracts/routes';

/** A downloaded file: its bytes and the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

/** What a download needs: the API root and the session's token (the shell's ApiClient reads JSON only). */
export interface DownloadTarget {
  api: ApiClient;
  token: string | null;
}

/** What a file route takes: its path parameters and its JSON body, when it has them. */
export interface DownloadRequest<R extends CallableRoute> {
  params?: RouteParams<R>;
  body?: RouteBody<R>;
}

/**
 * Fetches a file answer of `route` (its method and path from the contract); a refusal becomes the ApiError a JSON call would raise (the server's error
 * envelope read for its message), a network failure 'Network error'.
 */
export async function fetchDownload<R extends CallableRoute>({ api, token }: DownloadTarget, route: R, init: DownloadRequest<R> = {}): Promise<DownloadedFile> {
  const path = routePath(route, init.params as Record<string, string | number> | undefined);
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await (api.options.fetch ?? ((input, requestInit) => globalThis.fetch(input, requestInit)))(`${api.apiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`, { method: route.method.toUpperCase(), headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  } catch {
    throw new ApiError(NETWORK_ERROR, { kind: 'network' });
  }
  if (!response.ok) {
    const parsed: unknown = await response.json().catch(() => undefined);
    throw new ApiError(httpErrorMessage(response.status, parsed), { kind: 'http', status: response.status, serverMessage: serverMessageOf(parsed) }, parsed);
  }
  try {
    return { blob: await response.blob(), fileName: response.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] };
  } catch {
    throw new ApiError(NETWORK_ERROR, { kind: 'network' });
  }
}
