import { ApiClient } from '@liquify/api-client';
import { AUTH_EXPIRED, NO_ACTIVE_SUBSCRIPTION, PlanError, fetchUserPlan, planRetryDelay, shouldRetryPlan } from './plan';

function clientAnswering(status: number, body: unknown) {
  return new ApiClient({ apiBase: '/api', fetch: (async () => new Response(JSON.stringify(body), { status })) as typeof fetch });
}

describe('plan loading (doc 2 §4)', () => {
  it('waits 1 s, 2 s, 4 s between the three retries', () => {
    expect([0, 1, 2].map(planRetryDelay)).toEqual([1000, 2000, 4000]);
  });
  it('retries other failures at most 3 times', () => {
    const error = new PlanError('Failed to fetch user plan: 500 - boom', 500);
    expect([0, 1, 2, 3].map((n) => shouldRetryPlan(n, error))).toEqual([true, true, true, false]);
  });
  it('on 401 removes the token, says "Authentication expired" and does not retry', async () => {
    localStorage.setItem('authToken', 'stale');
    const error = await fetchUserPlan(clientAnswering(401, { success: false, error: 'Unauthorized' })).catch((e) => e);
    expect(error).toBeInstanceOf(PlanError);
    expect(error.message).toBe(AUTH_EXPIRED);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(shouldRetryPlan(0, error)).toBe(false);
  });
  it('on 422 says "No active subscription found" and does not retry', async () => {
    const error = await fetchUserPlan(clientAnswering(422, { success: false, error: 'No active subscription found' })).catch((e) => e);
    expect(error.message).toBe(NO_ACTIVE_SUBSCRIPTION);
    expect(shouldRetryPlan(0, error)).toBe(false);
  });
  it('words another failure "Failed to fetch user plan: {status} - {error}"', async () => {
    const error = await fetchUserPlan(clientAnswering(500, { success: false, error: 'boom' })).catch((e) => e);
    expect(error.message).toBe('Failed to fetch user plan: 500 - boom');
    const bare = await fetchUserPlan(clientAnswering(503, {})).catch((e) => e);
    expect(bare.message).toBe('Failed to fetch user plan: 503 - Unknown error');
  });
});
