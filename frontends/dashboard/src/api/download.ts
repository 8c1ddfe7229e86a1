/** File answers of the API (issue 24 items 12, 13): fetched here, not by the shell's ApiClient, which reads JSON. */
import { ApiError, httpErrorMessage, NETWORK_ERROR, serverMessageOf, type ApiClient } from '@liquify/api-client';

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

/**
 * Fetches a file answer from the API; a refusal becomes the ApiError a JSON call would raise (the server's error
 * envelope read for its message), a network failure 'Network error'.
 */
export async function fetchDownload({ api, token }: DownloadTarget, path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<DownloadedFile> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await (api.options.fetch ?? ((input, requestInit) => globalThis.fetch(input, requestInit)))(`${api.apiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
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
