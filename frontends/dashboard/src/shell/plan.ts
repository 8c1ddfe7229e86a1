/**
 * The signed-in user's plan (doc 2 §4): GET /api/plans/user/current with a 10 s timeout. A 401 removes
 * the token ('Authentication expired', no retry); a 422 ('No active subscription found') is not retried;
 * anything else is retried up to 3 times after 1 s, 2 s and 4 s.
 */
import { useQuery } from '@tanstack/react-query';
import { ApiError, AUTH_TOKEN_KEY, type ApiClient } from '@liquify/api-client';
import { useApi } from '@liquify/session';
import type { userPlanSchema } from '@liquify/contracts';
import { planRoutes, type RouteAnswer } from '@liquify/contracts/routes';
import type { z } from 'zod';
import { arrivedEarlyData, takeEarly } from '../api/early-data';
import { queryKeys } from '../api/query-keys';

export type UserPlan = z.infer<typeof userPlanSchema>;

export const PLAN_TIMEOUT_MS = 10_000;
export const PLAN_MAX_RETRIES = 3;
export const AUTH_EXPIRED = 'Authentication expired';
export const NO_ACTIVE_SUBSCRIPTION = 'No active subscription found';

export class PlanError extends Error {
  override readonly name = 'PlanError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
  /** 401 and 422 are final. */
  get retryable(): boolean {
    return this.status !== 401 && this.status !== 422;
  }
}

/** Whether failure number `failureCount` (0-based count of failures so far) is retried. */
export function shouldRetryPlan(failureCount: number, error: unknown): boolean {
  if (error instanceof PlanError && !error.retryable) return false;
  return failureCount < PLAN_MAX_RETRIES;
}

/** 1 s, 2 s, 4 s. `attempt` is the 0-based retry index. */
export function planRetryDelay(attempt: number): number {
  return 1000 * 2 ** attempt;
}

export async function fetchUserPlan(api: ApiClient): Promise<UserPlan> {
  // Read tolerantly (doc 2 §4): `success: false` on an OK status and a missing plan are failures of their own.
  let body: (Partial<RouteAnswer<typeof planRoutes.current>> & { error?: string }) | undefined;
  try {
    body = await api.callRoute(planRoutes.current, { timeoutMs: PLAN_TIMEOUT_MS });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      try {
        globalThis.localStorage?.removeItem(AUTH_TOKEN_KEY);
      } catch {
        /* storage unavailable */
      }
      throw new PlanError(AUTH_EXPIRED, 401);
    }
    if (error instanceof ApiError && error.status === 422) throw new PlanError(NO_ACTIVE_SUBSCRIPTION, 422);
    if (error instanceof ApiError && error.status !== undefined) {
      throw new PlanError(`Failed to fetch user plan: ${error.status} - ${error.serverMessage ?? 'Unknown error'}`, error.status);
    }
    throw new PlanError(error instanceof Error ? error.message : 'Network error');
  }
  if (!body?.success || !body.data) throw new PlanError(body?.error ?? 'Failed to fetch user plan: 200 - Unknown error', 200);
  return { ...body.data, subscriptionStatus: (body.subscriptionStatus ?? body.data.subscriptionStatus) as UserPlan['subscriptionStatus'] };
}

export function usePlan() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.plan,
    // app/preload.ts may have started the first request while the shell checked the session.
    queryFn: () => takeEarly<UserPlan>(queryKeys.plan) ?? fetchUserPlan(api),
    ...arrivedEarlyData<UserPlan>(queryKeys.plan),
    retry: shouldRetryPlan,
    retryDelay: planRetryDelay,
    staleTime: 60_000,
  });
}

/** The plan's allowed ids (modules or sections). */
export function allowedIds(plan: UserPlan | undefined, kind: 'modules' | 'sections'): Set<string> {
  const list = kind === 'modules' ? plan?.allowedModules : plan?.allowedSections;
  return new Set((list ?? []).map((item) => (typeof item === 'string' ? item : item._id)));
}
