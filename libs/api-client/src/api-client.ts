/**
 * One typed fetch client for the Liquify API. The shell configures it once from /app-config.json
 * (`configureApiClient({ apiBase })`); the library is a module-federation singleton, so every remote's
 * `getModules()` / `login()` / … goes through the same configured client.
 */
import { IDEMPOTENCY_KEY_HEADER, pickFreePlan, takeEarlyRequest } from '@liquify/contracts/rules';
import type {
  AuthResult,
  CheckoutSession,
  ListParams,
  ListResult,
  Module,
  Plan,
  RegisterInput,
  Section,
  StripeData,
  TempCheckoutInput,
  User,
} from './api-types';
import {
  EARLY_BIRD_MESSAGES,
  NETWORK_ERROR,
  earlyBirdErrorMessage,
  httpErrorMessage,
  loginErrorMessage,
  registerErrorMessage,
  serverMessageOf,
  type ApiFailure,
} from './error-messages';
import { readCatalogueItem, readEach, readPlan } from './records';
import { routePath, type CallArgs, type RouteAnswer } from './call-route';
import { authRoutes, checkoutRoutes, planRoutes, publicCatalogueRoutes, type CallableRoute, type RouteBody, type RouteParams } from '@liquify/contracts/routes';

/** localStorage key of the bearer token (spec 1 §9). */
export const AUTH_TOKEN_KEY = 'authToken';
/** localStorage key of the stored user record (read by the landing page's top bar). */
export const STORED_USER_KEY = 'user';
/** GET plans/public gives up after 10 s (spec 1 §9). */
export const PUBLIC_PLANS_TIMEOUT_MS = 10_000;

class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

/** An API call that failed. `message` is what the interface shows. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly failure: ApiFailure,
    readonly body?: unknown,
  ) {
    super(message);
  }

  /** HTTP status, when the server answered. */
  get status(): number | undefined {
    return this.failure.kind === 'http' ? this.failure.status : undefined;
  }

  /** The server's own words (`error`, else `details`), when it sent some. */
  get serverMessage(): string | undefined {
    return this.failure.kind === 'network' ? undefined : this.failure.serverMessage;
  }
}

export interface ApiClientOptions {
  /** API root, e.g. `/api` or `http://localhost:8080/api`. */
  apiBase: string;
  fetch?: typeof fetch;
  /** Where the bearer token comes from; defaults to localStorage `authToken`. */
  getToken?: () => string | null;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: ListParams;
  /** Send the bearer token when one exists (default true). Public calls pass false. */
  auth?: boolean;
  /** The bearer token to send instead of the stored one (a sign-out sends the token it is ending). */
  token?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key` (submission-keys.ts); a route whose contract says `idempotent` acts once per key. */
  idempotencyKey?: string;
}

export interface Envelope<T> {
  success?: boolean;
  data?: T;
  error?: string;
  details?: unknown;
  message?: string;
  pagination?: ListResult<unknown>['pagination'];
}

function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(AUTH_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

/** `?a=1&b=x` from the non-null values (spec 1 §7: list calls send non-null filters). */
export function buildQueryString(query: ListParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `promise`, or the signal's reason as soon as it aborts (a request started elsewhere cannot be aborted, only left). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}

function checkedEnvelope<T>(body: Envelope<T>): Envelope<T> & { data: T } {
  if (!body || typeof body !== 'object' || body.success === false) {
    const serverMessage = serverMessageOf(body);
    throw new ApiError(serverMessage ?? 'Request failed', { kind: 'rejected', serverMessage }, body);
  }
  return body as Envelope<T> & { data: T };
}

/** A file the API answered: its bytes, and the name its Content-Disposition gives (undefined when none). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

/** The file name of a Content-Disposition header (`attachment; filename="x.liquid"`, quoted or not); undefined when it names none. */
export function attachmentFileName(disposition: string | null | undefined): string | undefined {
  const match = disposition?.match(/(?:^|;)\s*filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i);
  const name = match?.[1] ?? match?.[2];
  return name ? name : undefined;
}

function joinUrl(apiBase: string, path: string): string {
  return `${apiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export class ApiClient {
  private readonly fetchImpl: typeof fetch;
  private readonly getToken: () => string | null;

  constructor(readonly options: ApiClientOptions) {
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.getToken = options.getToken ?? readStoredToken;
  }

  get apiBase(): string {
    return this.options.apiBase;
  }

  /**
   * Calls a declared route (`@liquify/contracts/routes`): its method and path come from the contract, `params`
   * fill the path, and the answer is typed by the route's success schema. Errors as `request`.
   */
  callRoute<R extends CallableRoute>(route: R, ...[options]: CallArgs<R>): Promise<RouteAnswer<R>> {
    const { params, ...rest } = (options ?? {}) as RequestOptions & { params?: Record<string, string | number> };
    return this.request<RouteAnswer<R>>(routePath(route, params), { ...rest, method: route.method.toUpperCase() as RequestOptions['method'] });
  }

  /**
   * Sends one request and returns the parsed body. Non-OK answers become an ApiError following the
   * general rule (error, else details, else 'HTTP error! status: {code}'); a body that cannot be read
   * becomes 'Network error'.
   */
  async request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
    const { method = 'GET', body, query, auth = true, timeoutMs, signal } = options;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = auth ? (options.token ?? this.getToken()) : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;

    // One controller for the caller's signal and the timeout (setTimeout, so it runs everywhere and
    // under fake timers; AbortSignal.any/timeout are missing from older browsers).
    const controller = new AbortController();
    const forwardAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) forwardAbort();
    signal?.addEventListener('abort', forwardAbort, { once: true });
    const timer = timeoutMs
      ? setTimeout(() => controller.abort(new TimeoutError(`Request timed out after ${timeoutMs} ms`)), timeoutMs)
      : undefined;
    const url = joinUrl(this.options.apiBase, path) + buildQueryString(query);
    // The same GET the shell already started for this page's first load (@liquify/contracts' early requests): take it.
    const early = method === 'GET' && body === undefined ? takeEarlyRequest(url, token) : undefined;
    let response: Response;
    try {
      response = early
        ? await abortable(early, controller.signal)
        : await this.fetchImpl(url, {
            method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
            signal: controller.signal,
          });
    } catch (cause) {
      const error = new ApiError(NETWORK_ERROR, { kind: 'network' });
      (error as Error).cause = controller.signal.aborted ? controller.signal.reason : cause;
      throw error;
    } finally {
      if (timer) clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }

    let parsed: unknown;
    try {
      const text = await response.text();
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      // An answer whose body cannot be read (not JSON, connection cut mid-body).
      throw new ApiError(NETWORK_ERROR, { kind: 'network' });
    }

    if (!response.ok) {
      throw new ApiError(
        httpErrorMessage(response.status, parsed),
        { kind: 'http', status: response.status, serverMessage: serverMessageOf(parsed) },
        parsed,
      );
    }
    return parsed as T;
  }

  /**
   * A file the API answers (a CSV export), with the bearer token: its bytes as a Blob. A non-OK answer becomes
   * an ApiError by the general rule (its JSON error envelope read).
   */
  async download(path: string, query?: ListParams): Promise<Blob> {
    return (await this.fetchFile(path, { method: 'GET', query })).blob;
  }

  /**
   * A file answer of a declared route (a CSV export, a library section's file, a store's theme bundle): its method
   * and path come from the contract, `params` fill the path, `query` (non-null filters) follows it and `body` is
   * sent as JSON. Answers the bytes and the name the server's Content-Disposition gives. Errors as `download`.
   */
  downloadRoute<R extends CallableRoute>(route: R, options: { params?: RouteParams<R>; query?: ListParams; body?: RouteBody<R> } = {}): Promise<DownloadedFile> {
    return this.fetchFile(routePath(route, options.params), { method: route.method.toUpperCase() as RequestOptions['method'], query: options.query, body: options.body });
  }

  /** One file request with the bearer token; a refusal read as the JSON error envelope, a failure to reach or read it 'Network error'. */
  private async fetchFile(path: string, { method, query, body }: Pick<RequestOptions, 'method' | 'query' | 'body'>): Promise<DownloadedFile> {
    const token = this.getToken();
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await this.fetchImpl(joinUrl(this.options.apiBase, path) + buildQueryString(query), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch (cause) {
      const error = new ApiError(NETWORK_ERROR, { kind: 'network' });
      (error as Error).cause = cause;
      throw error;
    }
    if (!response.ok) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(await response.text());
      } catch {
        parsed = undefined;
      }
      throw new ApiError(httpErrorMessage(response.status, parsed), { kind: 'http', status: response.status, serverMessage: serverMessageOf(parsed) }, parsed);
    }
    try {
      return { blob: await response.blob(), fileName: attachmentFileName(response.headers.get('content-disposition')) };
    } catch (cause) {
      const error = new ApiError(NETWORK_ERROR, { kind: 'network' });
      (error as Error).cause = cause;
      throw error;
    }
  }

  /** Unwraps `{ success, data }`; `success: false` on an OK status is a rejection. Pages' own calls use it too. */
  async envelope<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T> & { data: T }> {
    return checkedEnvelope(await this.request<Envelope<T>>(path, options));
  }

  /** `callRoute` for a route answering `{ success, data }`: `success: false` on an OK status is a rejection. */
  async callEnvelope<R extends CallableRoute>(route: R, ...args: CallArgs<R>): Promise<RouteAnswer<R>> {
    return checkedEnvelope((await this.callRoute(route, ...args)) as Envelope<unknown>) as RouteAnswer<R>;
  }

  /** Re-words a failure with a per-call mapping (spec 1 §8). */
  private async mapped<T>(call: () => Promise<T>, toMessage: (failure: ApiFailure) => string): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ApiError) throw new ApiError(toMessage(error.failure), error.failure, error.body);
      throw error;
    }
  }

  /** POST /auth/login — email is trimmed and lowercased before sending. */
  login(email: string, password: string): Promise<AuthResult> {
    return this.mapped(async () => {
      const { data } = await this.callEnvelope(authRoutes.login, { body: { email: email.trim().toLowerCase(), password }, auth: false });
      if (!data?.token) throw new ApiError('Login failed', { kind: 'rejected' });
      return data;
    }, loginErrorMessage);
  }

  /** POST /auth/register — name trimmed, email trimmed and lowercased, plan sent as plan and planSlug. */
  register(input: RegisterInput): Promise<AuthResult> {
    return this.mapped(async () => {
      const body: RouteBody<typeof authRoutes.register> = {
        name: input.name.trim(),
        email: input.email.trim().toLowerCase(),
        password: input.password,
        plan: input.plan,
        planSlug: input.plan,
      };
      if (input.stripeData) body.stripeData = input.stripeData;
      if (input.referralCode) body.referralCode = input.referralCode;
      const { data } = await this.callEnvelope(authRoutes.register, { body, auth: false });
      if (!data?.token) throw new ApiError('Registration failed', { kind: 'rejected' });
      return data;
    }, registerErrorMessage);
  }

  /** GET /auth/me */
  async me(): Promise<User> {
    const { data } = await this.callEnvelope(authRoutes.me);
    if (!data?.user) throw new ApiError('Request failed', { kind: 'rejected' });
    return data.user;
  }

  /** POST /auth/logout with `token`: its session ends on the server. */
  async logout(token: string): Promise<void> {
    await this.callEnvelope(authRoutes.logout, { token });
  }

  /** POST /auth/logout-all ("Sign out of all devices"): every session of the user ends, this one included. */
  async logoutAll(): Promise<void> {
    await this.callEnvelope(authRoutes.logoutAll);
  }

  /**
   * GET plans/public (10 s timeout). Accepts a plain list or `{ success, data }`; keeps active plans
   * sorted by sortOrder. Failure: 'Failed to fetch plans: {status}'.
   */
  async getPublicPlans(): Promise<Plan[]> {
    let body: unknown;
    try {
      body = await this.callRoute(planRoutes.listPublic, { auth: false, timeoutMs: PUBLIC_PLANS_TIMEOUT_MS });
    } catch (error) {
      if (error instanceof ApiError && error.failure.kind === 'http') {
        throw new ApiError(`Failed to fetch plans: ${error.failure.status}`, error.failure, error.body);
      }
      if (error instanceof ApiError && (error.cause as Error | undefined)?.name === 'TimeoutError') {
        throw new ApiError('Failed to fetch plans: timeout', error.failure);
      }
      throw error;
    }
    const list = Array.isArray(body)
      ? body
      : body && typeof body === 'object' && Array.isArray((body as Envelope<unknown>).data)
        ? ((body as Envelope<Plan[]>).data as Plan[])
        : null;
    if (!list) throw new ApiError(NETWORK_ERROR, { kind: 'network' }, body);
    return sortActivePlans(readEach(list, readPlan));
  }

  /** GET /modules with non-null filters (the landing page asks page 1, limit 10000). */
  async getModules(params: ListParams = {}): Promise<ListResult<Module>> {
    const body = await this.callEnvelope(publicCatalogueRoutes.modules, { query: params, auth: false });
    return { data: readEach(Array.isArray(body.data) ? body.data : [], readCatalogueItem<Module>), pagination: body.pagination ?? {} };
  }

  /** GET /sections with non-null filters. */
  async getSections(params: ListParams = {}): Promise<ListResult<Section>> {
    const body = await this.callEnvelope(publicCatalogueRoutes.sections, { query: params, auth: false });
    return { data: readEach(Array.isArray(body.data) ? body.data : [], readCatalogueItem<Section>), pagination: body.pagination ?? {} };
  }

  /** POST /plans/early-bird/verify — the code is checked by the server, never in the bundle. */
  verifyEarlyBird(code: string): Promise<Plan> {
    if (code.trim() === '') {
      return Promise.reject(new ApiError(EARLY_BIRD_MESSAGES.empty, { kind: 'rejected' }));
    }
    return this.mapped(async () => {
      const { data } = await this.callEnvelope(planRoutes.verifyEarlyBird, { body: { code: code.trim() }, auth: false });
      return data;
    }, earlyBirdErrorMessage);
  }

  /** POST /stripe/create-temp-checkout-session — the account is created only after payment. */
  async createTempCheckoutSession(input: TempCheckoutInput): Promise<CheckoutSession> {
    const { data } = await this.callEnvelope(checkoutRoutes.createTemporary, { body: input, auth: false });
    if (!data?.url && !data?.id) throw new ApiError('Could not initiate checkout.', { kind: 'rejected' });
    return data;
  }

  /** POST /stripe/verify-payment */
  async verifyPayment(sessionId: string): Promise<StripeData> {
    const { data } = await this.callEnvelope(checkoutRoutes.verify, { body: { sessionId } });
    return data;
  }
}

/** Active plans, sorted by sortOrder (spec 1 §3). */
export function sortActivePlans(plans: Plan[]): Plan[] {
  return plans
    .filter((plan) => plan.isActive !== false)
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
}

/** The free plan of a public list (the contracts' pickFreePlan), else 'Free plan not found' (spec 1 §8). */
export function findFreePlan(plans: Plan[]): Plan {
  const plan = pickFreePlan(plans);
  if (!plan) throw new Error('Free plan not found');
  return plan;
}

let defaultClient: ApiClient = new ApiClient({ apiBase: '/api' });

/** Points every front end at the API root from /app-config.json. Called once by the shell at start. */
export function configureApiClient(options: ApiClientOptions): ApiClient {
  defaultClient = new ApiClient(options);
  return defaultClient;
}

export function getApiClient(): ApiClient {
  return defaultClient;
}

export const login = (email: string, password: string) => defaultClient.login(email, password);
export const register = (input: RegisterInput) => defaultClient.register(input);
export const me = () => defaultClient.me();
export const getPublicPlans = () => defaultClient.getPublicPlans();
export const getModules = (params?: ListParams) => defaultClient.getModules(params);
export const getSections = (params?: ListParams) => defaultClient.getSections(params);
export const verifyEarlyBird = (code: string) => defaultClient.verifyEarlyBird(code);
export const createTempCheckoutSession = (input: TempCheckoutInput) => defaultClient.createTempCheckoutSession(input);
export const verifyPayment = (sessionId: string) => defaultClient.verifyPayment(sessionId);
