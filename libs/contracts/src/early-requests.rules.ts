/**
 * The first answers a signed-in page shows, requested by the shell as soon as it knows the API base (before
 * React, the router and the page's code have loaded), and handed to the API client, which takes each one
 * once for a GET of the same URL with the same token instead of sending it again. A first load of
 * /dashboard/modules otherwise asked for its plan and its catalogue only after ~1 s of code had loaded.
 * A URL here that the page does not request is harmless (nobody takes it); one it requests is simply
 * fetched earlier.
 */
/** Where the shell leaves them (a global: the shell's entry runs before any shared module can be loaded). */
export const EARLY_REQUESTS_GLOBAL = '__liquifyEarlyRequests';
/** An early answer older than this is not taken (the page was left open, the data may have moved). */
export const EARLY_REQUEST_MAX_AGE_MS = 10_000;
/** The user area's catalogue pages fetch every item at once and page on the client (doc 2 §4, §9). */
export const CATALOGUE_FETCH_LIMIT = 1000;

export interface EarlyRequestSpec {
  /** Path under the API base, with its query string, exactly as the page's client builds it. */
  path: string;
  /** Sent with the user's token. */
  auth: boolean;
}

/** The user's plan, on every /dashboard page (its sidebar shows the usage; the catalogue orders by it). */
export const USER_PLAN_REQUEST: EarlyRequestSpec = { path: '/plans/user/current', auth: true };
/** The module catalogue /dashboard/modules lists. */
export const MODULE_CATALOGUE_REQUEST: EarlyRequestSpec = { path: `/modules?page=1&limit=${CATALOGUE_FETCH_LIMIT}`, auth: false };

/** The session check every signed-in page makes before it shows anything (@liquify/session: GET /auth/me). */
export const SESSION_CHECK_REQUEST: EarlyRequestSpec = { path: '/auth/me', auth: true };

/**
 * What the page at `pathname` requests first: the session check on every page of the user area (/dashboard,
 * /help), the plan on every /dashboard page, the catalogue on /dashboard/modules.
 */
export function earlyRequestsFor(pathname: string): EarlyRequestSpec[] {
  const path = pathname.replace(/\/+$/, '');
  if (/^\/help(\/|$)/.test(path)) return [SESSION_CHECK_REQUEST];
  if (!/^\/dashboard(\/|$)/.test(path)) return [];
  const requests: EarlyRequestSpec[] = [SESSION_CHECK_REQUEST, USER_PLAN_REQUEST];
  if (path === '/dashboard/modules') requests.push(MODULE_CATALOGUE_REQUEST);
  return requests;
}

/** A request started early: the client takes it for a GET of its URL sent with the same token. */
export interface EarlyRequest {
  /** The bearer token it was sent with (null: none). */
  token: string | null;
  response: Promise<Response>;
  /** When it was started (Date.now()). */
  at: number;
}

/** The map of started requests kept on `scope`, made when `create` says so. */
function earlyRequests(scope: object, create: boolean): Map<string, EarlyRequest> | undefined {
  const record = scope as Record<string, unknown>;
  const existing = record[EARLY_REQUESTS_GLOBAL];
  if (existing instanceof Map) return existing as Map<string, EarlyRequest>;
  if (!create) return undefined;
  const made = new Map<string, EarlyRequest>();
  record[EARLY_REQUESTS_GLOBAL] = made;
  return made;
}

/** Leaves a started request for the client under `url` (what the shell does, before any shared module is loaded). */
export function leaveEarlyRequest(url: string, request: EarlyRequest, scope: object = globalThis): void {
  // Nobody may take it (the user went elsewhere): its failure is then nobody's unhandled rejection.
  request.response.catch(() => undefined);
  earlyRequests(scope, true)!.set(url, request);
}

/** The request started early for `url`, left in place for the client (a look, not a take); undefined when there is none. */
export function peekEarlyRequest(url: string, scope: object = globalThis): EarlyRequest | undefined {
  return earlyRequests(scope, false)?.get(url);
}

/** The request started early for `url` with `token`, once; undefined when there is none, or another token's, or an old one. */
export function takeEarlyRequest(url: string, token: string | null, now = Date.now(), scope: object = globalThis): Promise<Response> | undefined {
  const requests = earlyRequests(scope, false);
  const request = requests?.get(url);
  if (!request) return undefined;
  requests!.delete(url);
  if (request.token !== token || now - request.at > EARLY_REQUEST_MAX_AGE_MS || now < request.at) return undefined;
  return request.response;
}
