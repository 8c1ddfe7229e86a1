import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError, type ApiClient } from '@liquify/api-client';
import { useSession } from '@liquify/session';
import { browser } from '@liquify/ui';
import { fetchUserPlan } from '../../shell/plan';
import { requestDowngrade, requestPlanChange, type PublicPlan, type UserPlan } from './billing.api';

/** How long a plan change may take to show (billing -> identity -> billing over Kafka): about 20 s at most. */
export const PLAN_POLL = { intervalMs: 1000, attempts: 20 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks for the user's plan until it is `planSlug`; null when it did not change in time. */
export async function waitForPlan(api: ApiClient, planSlug: string): Promise<UserPlan | null> {
  for (let attempt = 0; attempt < PLAN_POLL.attempts; attempt++) {
    const plan = await fetchUserPlan(api).catch(() => null);
    if (plan?.slug === planSlug) return plan;
    await sleep(PLAN_POLL.intervalMs);
  }
  return null;
}

export type PlanChangeState =
  | { status: 'idle' }
  | { status: 'working'; planSlug: string }
  | { status: 'redirecting'; planSlug: string }
  | { status: 'done'; message: string }
  | { status: 'error'; message: string };

export const PLAN_CHANGE_MESSAGES = {
  applied: (name: string) => `You're now on the ${name} plan. Your new limits apply right away.`,
  pending: 'Your plan change was accepted. Your new limits will show in a moment.',
  failed: 'The plan could not be changed. Please try again.',
} as const;

/**
 * Changes the signed-in user's plan for real: a paid plan through billing's checkout (the hosted page, or
 * the running subscription switched without a second one), the free plan through the soft downgrade.
 * When the change applies without leaving the page, waits until the new plan shows, then refreshes every
 * query (limits, usage) and the session's user.
 */
export function usePlanChange() {
  const { api, refreshUser } = useSession();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PlanChangeState>({ status: 'idle' });
  const busy = useRef(false);

  const settle = useCallback(
    async (planSlug: string, planName: string) => {
      const plan = await waitForPlan(api, planSlug);
      await Promise.all([queryClient.invalidateQueries(), refreshUser()]);
      setState({ status: 'done', message: plan ? PLAN_CHANGE_MESSAGES.applied(plan.name || planName) : PLAN_CHANGE_MESSAGES.pending });
    },
    [api, queryClient, refreshUser],
  );

  const choose = useCallback(
    async (plan: Pick<PublicPlan, 'slug' | 'name' | 'price'>) => {
      if (busy.current) return;
      busy.current = true;
      setState({ status: 'working', planSlug: plan.slug });
      try {
        if (plan.price <= 0) {
          const answer = await requestDowngrade(api);
          await Promise.all([queryClient.invalidateQueries(), refreshUser()]);
          setState({ status: 'done', message: answer.message });
          return;
        }
        const answer = await requestPlanChange(api, plan.slug);
        if (!answer.data.updated) {
          setState({ status: 'redirecting', planSlug: plan.slug });
          browser.assign(answer.data.url);
          return;
        }
        await settle(plan.slug, plan.name);
      } catch (error) {
        setState({ status: 'error', message: error instanceof ApiError || error instanceof Error ? error.message || PLAN_CHANGE_MESSAGES.failed : PLAN_CHANGE_MESSAGES.failed });
      } finally {
        busy.current = false;
      }
    },
    [api, queryClient, refreshUser, settle],
  );

  /** Back from the hosted checkout: confirm the payment, then wait for the plan it bought. */
  const confirmCheckout = useCallback(
    async (sessionId: string) => {
      if (busy.current) return;
      busy.current = true;
      setState({ status: 'working', planSlug: '' });
      try {
        const paid = (await api.verifyPayment(sessionId)) as unknown as { planSlug: string };
        await settle(paid.planSlug, paid.planSlug);
      } catch (error) {
        setState({ status: 'error', message: error instanceof Error && error.message ? error.message : PLAN_CHANGE_MESSAGES.failed });
      } finally {
        busy.current = false;
      }
    },
    [api, settle],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, choose, confirmCheckout, reset };
}
