/**
 * Taking the requests the shell started before this client was loaded (@liquify/contracts' early-requests
 * rules; frontends/shell/src/main.ts starts them): each one is taken once, by a GET of the same URL sent
 * with the same token, while it is young enough.
 */
import { EARLY_REQUEST_MAX_AGE_MS, EARLY_REQUESTS_GLOBAL, type EarlyRequest } from '@liquify/contracts/rules';

type EarlyRequests = Map<string, EarlyRequest>;

function earlyRequests(scope: object): EarlyRequests | undefined {
  const value = (scope as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  return value instanceof Map ? (value as EarlyRequests) : undefined;
}

/** The request started early for `url` with `token`, once; undefined when there is none, or another token's, or an old one. */
export function takeEarlyRequest(url: string, token: string | null, now = Date.now(), scope: object = globalThis): Promise<Response> | undefined {
  const requests = earlyRequests(scope);
  const request = requests?.get(url);
  if (!request) return undefined;
  requests!.delete(url);
  if (request.token !== token || now - request.at > EARLY_REQUEST_MAX_AGE_MS || now < request.at) return undefined;
  return request.response;
}
