import { api, loginAs, registerUser } from '../support';

/**
 * Issue #25 item 6 through the gateway: the sync says which provider synchronised (Stripe, or the local
 * checkout when no Stripe key is configured), and GET /api/admin/plans/sync-stripe gives each plan's price
 * id and sync state: not synced, synced, outdated once the price changed, free for a free plan.
 */
describe('plan price sync state (e2e)', () => {
  it('answers each plan’s price id and state, and the sync names its provider', async () => {
    const { token } = await loginAs('admin');
    const customer = await registerUser();
    expect((await api('/api/admin/plans/sync-stripe', { token: customer.token })).status).toBe(403);
    expect((await api('/api/admin/plans/sync-stripe')).status).toBe(401);

    const slug = `e2e-sync-${Date.now().toString(36)}`;
    const created = await api('/api/admin/plans', { method: 'POST', token, body: { name: `E2E sync ${slug}`, slug, description: 'A plan to sync', price: 19, isActive: false, sortOrder: 998 } });
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    try {
      const stateOf = async () => {
        const res = await api('/api/admin/plans/sync-stripe', { token });
        expect(res.status).toBe(200);
        return res.body.data as { provider: 'stripe' | 'local'; plans: Array<{ _id: string; slug: string; stripePriceId: string | null; state: string }> };
      };
      const before = await stateOf();
      expect(before.plans.find((p) => p._id === id)).toEqual({ _id: id, slug, stripePriceId: null, state: 'not-synced' });
      expect(before.plans.find((p) => p.slug === 'free')).toMatchObject({ state: 'free' });

      const sync = await api('/api/admin/plans/sync-stripe', { method: 'POST', token });
      expect(sync.status).toBe(200);
      expect(sync.body.data.provider).toBe(before.provider);
      expect(sync.body.message).toContain(before.provider === 'stripe' ? 'with Stripe' : 'with the local checkout');
      const after = await stateOf();
      const mine = after.plans.find((p) => p._id === id)!;
      expect(mine.state).toBe('synced');
      expect(mine.stripePriceId).toEqual(expect.any(String));
      expect(mine.stripePriceId!.startsWith('price_local_')).toBe(before.provider === 'local');
      expect(after.plans.filter((p) => p.slug !== 'free' && p._id !== id).every((p) => p.state === 'synced' || p.state === 'free')).toBe(true);

      // A new price drops the old provider price: the card says so until the next sync.
      expect((await api(`/api/admin/plans/${id}`, { method: 'PUT', token, body: { price: 21 } })).status).toBe(200);
      expect((await stateOf()).plans.find((p) => p._id === id)).toMatchObject({ stripePriceId: null, state: 'not-synced' });
    } finally {
      await api(`/api/admin/plans/${id}`, { method: 'DELETE', token });
    }
  });
});
