import { LibraryMessages as M, StoreMessages } from '@liquify/contracts';
import { createModule, expectEnvelope, NO_SUCH_ID } from '../catalogue/catalogue-helpers';
import { api, poll, loginAs, registerUser, Session } from '../support';

/**
 * Issue #21 items 2-6 through the gateway: a snippet serves only while its entry is live and allowed (edge cache
 * included), opening the dialog never revokes the embedded link, removal is undoable exactly, the noscript
 * frame can be framed by any store, and customer values never become markup.
 */


/** How soon a locked, removed or deleted snippet must stop serving, edge cache included. */
const WITHIN_SECONDS = 5_000;
const ATTACK = '"><meta http-equiv="refresh" content="0;url=https://evil.example/">';

let admin: Session;

const TEMPLATE = '<div class="e2e-snippet" title="${heading}">${heading}</div><a href="${link}">go</a>';
async function moduleFor(session: Session, fields: Record<string, unknown> = {}) {
  const created = await createModule({
    status: 'published',
    templateCode: TEMPLATE,
    variables: [
      { name: 'heading', label: 'Heading', type: 'text', defaultValue: 'Hello' },
      { name: 'link', label: 'Link', type: 'url', defaultValue: 'https://shop.example/' },
    ],
    ...fields,
  });
  // The catalogue's event reaches the library's read model first (slower while a fresh stack's consumers join).
  await poll(async () => (await api(`/api/user-modules/quota-check?moduleSlug=${created.slug}`, { token: session.token })).body?.data?.allowed === true, 60_000);
  const added = await api('/api/user-modules/add', { token: session.token, body: { moduleId: created._id } });
  expect(added.status).toBe(201);
  return added.body.data._id as string;
}

const tokenOf = async (session: Session, entryId: string) => {
  const res = await api(`/api/remote-modules/generate-token/${entryId}`, { token: session.token });
  expect(res.status).toBe(200);
  return res.body.data as { token: string; snippet: string };
};
const script = (token: string) => api(`/api/remote-modules/snippet/${token}`);
const frame = (token: string) => api(`/api/remote-modules/snippet/${token}/frame`);
/** Serves the module, and the gateway repeats it from its edge cache. */
async function servedAndCached(token: string) {
  await poll(async () => (await script(token)).text.includes('e2e-snippet'));
  await poll(async () => (await script(token)).headers.get('x-liquify-cache') === 'HIT');
}
const setPlan = async (userId: string, plan: string) => {
  const res = await api(`/api/users/${userId}/subscription`, { method: 'PUT', token: admin.token, body: { subscription: { plan, status: 'active' } } });
  expect(res.status).toBe(200);
};

beforeAll(async () => {
  admin = await loginAs('admin');
});

describe('item 3: opening "Remote Snippet" never revokes the embedded link', () => {
  it('answers the same token on every opening; only POST replace-token makes a new one and stops the old', async () => {
    const owner = await registerUser();
    const entryId = await moduleFor(owner);
    const first = await tokenOf(owner, entryId);
    await servedAndCached(first.token);
    const again = await tokenOf(owner, entryId);
    expect(again).toEqual(first);
    expect((await script(first.token)).status).toBe(200);

    const other = await registerUser();
    expectEnvelope(await api(`/api/remote-modules/replace-token/${entryId}`, { method: 'POST', token: other.token }), 403, M.noAccessModule);
    expectEnvelope(await api(`/api/remote-modules/replace-token/${NO_SUCH_ID}`, { method: 'POST', token: owner.token }), 404);
    expect((await api(`/api/remote-modules/replace-token/${entryId}`, { method: 'POST' })).status).toBe(401);

    const replaced = await api(`/api/remote-modules/replace-token/${entryId}`, { method: 'POST', token: owner.token });
    expect(replaced.status).toBe(200);
    const next = replaced.body.data as { token: string; snippet: string };
    expect(next.token).not.toBe(first.token);
    expect(next.snippet).toContain(`/api/remote-modules/snippet/${next.token}`);
    // The old link stops within seconds (edge cache included); the new one serves; opening the dialog shows the new one.
    const old = await poll(async () => {
      const res = await script(first.token);
      return res.status === 404 ? res : null;
    }, { timeoutMs: WITHIN_SECONDS, stepMs: 50 });
    expect(old.text).toContain('unknown or was revoked');
    expect((await script(next.token)).text).toContain('e2e-snippet');
    expect((await tokenOf(owner, entryId)).token).toBe(next.token);
  });
});

describe('item 2: a snippet serves only while its entry is live and allowed', () => {
  it('a locked entry (plan back to free) renders nothing and says why; it serves again at once when the plan allows it', async () => {
    const owner = await registerUser();
    await setPlan(owner.user.id, 'pro');
    // A featured module: the paid plan includes it, the free plan does not.
    const entryId = await moduleFor(owner, { featured: true });
    const { token } = await tokenOf(owner, entryId);
    await servedAndCached(token);

    await setPlan(owner.user.id, 'free');
    const started = Date.now();
    const locked = await poll(async () => {
      const res = await script(token);
      return res.text.includes(M.snippetLockedByPlan) ? res : null;
    }, { timeoutMs: WITHIN_SECONDS, stepMs: 100 });
    expect(Date.now() - started).toBeLessThan(WITHIN_SECONDS);
    expect(locked.status).toBe(200);
    expect(locked.text).not.toContain('e2e-snippet');
    expect(locked.headers.get('cache-control')).toBe('public, no-cache');
    expect((await frame(token)).text).not.toContain('e2e-snippet');
    // The locked entry cannot be given a new link either, nor be added to a store.
    expectEnvelope(await api(`/api/remote-modules/replace-token/${entryId}`, { method: 'POST', token: owner.token }), 403, M.entryLockedByPlan);
    const store = await api('/api/stores', { token: owner.token, body: { name: 'Locked store' } });
    expect(store.status).toBe(201);
    const addToStore = () => api(`/api/stores/${store.body.data._id}/modules`, { token: owner.token, body: { moduleId: entryId } });
    const refused = await poll(async () => {
      const res = await addToStore();
      return res.status === 403 ? res : null;
    });
    expectEnvelope(refused, 403, StoreMessages.entryLocked('module'));
    const offered = async () => ((await api('/api/stores/pickable?kind=module', { token: owner.token })).body.data as { _id: string }[]).map((e) => e._id);
    expect(await offered()).not.toContain(entryId);

    await setPlan(owner.user.id, 'pro');
    await poll(async () => (await script(token)).text.includes('e2e-snippet'), { timeoutMs: WITHIN_SECONDS, stepMs: 100 });
    await poll(async () => (await offered()).includes(entryId));
    let last: Awaited<ReturnType<typeof addToStore>> | undefined;
    await poll(async () => (last = await addToStore()).status === 200, { what: () => `adding the unlocked entry to a store (last answer ${last?.status} ${last?.text.slice(0, 200)})` });
  });

  it("a deleted account's snippets answer 410 within seconds, edge cache included", async () => {
    const owner = await registerUser();
    const entryId = await moduleFor(owner);
    const { token } = await tokenOf(owner, entryId);
    await servedAndCached(token);
    expect((await api(`/api/users/${owner.user.id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    const gone = await poll(async () => {
      const res = await script(token);
      return res.status === 410 ? res : null;
    }, { timeoutMs: WITHIN_SECONDS, stepMs: 100 });
    expect(gone.text).toContain(M.snippetGone);
    expect(gone.headers.get('x-liquify-cache')).toBeNull();
    expect((await frame(token)).status).toBe(410);
  });
});

describe('item 4: removal is undoable exactly', () => {
  it("a removed entry's snippet answers 410 at once and it leaves its stores; restore brings back the entry, its values, its link and its store places", async () => {
    const owner = await registerUser();
    const entryId = await moduleFor(owner);
    await api(`/api/user-modules/${entryId}`, { method: 'PUT', token: owner.token, body: { customValues: { heading: 'Kept value' } } });
    const { token } = await tokenOf(owner, entryId);
    await servedAndCached(token);
    const store = await api('/api/stores', { token: owner.token, body: { name: 'Undo store' } });
    expect(store.status).toBe(201);
    const storeId = store.body.data._id;
    await poll(async () => (await api(`/api/stores/${storeId}/modules`, { token: owner.token, body: { moduleId: entryId } })).status === 200);
    const before = (await api(`/api/user-modules/${entryId}`, { token: owner.token })).body.data;
    // What the remove dialog names: the stores it leaves.
    expect((await api(`/api/stores/holding/${entryId}`, { token: owner.token })).body.data).toEqual({ count: 1, stores: [{ _id: storeId, name: 'Undo store' }] });

    expect((await api(`/api/user-modules/remove/${entryId}`, { method: 'DELETE', token: owner.token })).body).toMatchObject({ success: true, message: M.moduleRemoved });
    // Within seconds, edge cache included (the gateway hears of the removal over pub/sub).
    await poll(async () => (await script(token)).status === 410, { timeoutMs: WITHIN_SECONDS, stepMs: 50 });
    // The stores hear of it from the library's event: the entry's copy is marked removed, then its places are
    // hidden (two writes, in that order so no add can place it in between): wait for both.
    await poll(async () => (await api(`/api/stores/${storeId}`, { token: owner.token })).body.data.modules.length === 0);
    await poll(async () => (await api(`/api/stores/holding/${entryId}`, { token: owner.token })).body.data.count === 0);
    expect((await api(`/api/stores/holding/${entryId}`, { token: owner.token })).body.data).toEqual({ count: 0, stores: [] });

    const other = await registerUser();
    expectEnvelope(await api(`/api/user-modules/restore/${entryId}`, { method: 'POST', token: other.token }), 403, M.noAccessModule);
    expectEnvelope(await api(`/api/user-modules/restore/${NO_SUCH_ID}`, { method: 'POST', token: owner.token }), 404);
    const restored = await api(`/api/user-modules/restore/${entryId}`, { method: 'POST', token: owner.token });
    expect(restored.status).toBe(200);
    expectEnvelope(await api(`/api/user-modules/restore/${entryId}`, { method: 'POST', token: owner.token }), 409, M.entryNotRemoved);
    // Another customer learns nothing of a live entry either: no 409 'not removed' that says it exists.
    expectEnvelope(await api(`/api/user-modules/restore/${entryId}`, { method: 'POST', token: other.token }), 403, M.noAccessModule);

    const after = (await api(`/api/user-modules/${entryId}`, { token: owner.token })).body.data;
    // usageCount is the catalogue's count of every customer's adds of the module (it reaches the library's
    // copy by events, at its own pace), not a part of this entry that a removal could lose.
    const { updatedAt: _b, usage: _ub, usageCount: _cb, ...same } = before;
    const { updatedAt: _a, usage: _ua, usageCount: _ca, ...back } = after;
    expect(back).toEqual(same);
    expect(after.customValues).toEqual({ heading: 'Kept value' });
    expect((await script(token)).text).toContain('Kept value');
    expect((await tokenOf(owner, entryId)).token).toBe(token);
    const placed = await poll(async () => {
      const modules = (await api(`/api/stores/${storeId}`, { token: owner.token })).body.data.modules as { _id: string }[];
      return modules.length === 1 ? modules : null;
    });
    expect(placed.map((m) => m._id)).toEqual([entryId]);
    expect((await api(`/api/stores/holding/${entryId}`, { token: owner.token })).body.data.count).toBe(1);
  });

  it("restore follows the entry's kind: a module's id is no section to restore (404)", async () => {
    const owner = await registerUser();
    const entryId = await moduleFor(owner);
    expect((await api(`/api/user-modules/remove/${entryId}`, { method: 'DELETE', token: owner.token })).status).toBe(200);
    expectEnvelope(await api(`/api/user-sections/restore/${entryId}`, { method: 'POST', token: owner.token }), 404);
  });
});

describe('items 5 and 6: the frame is framable by any store, and values are escaped', () => {
  it('the frame carries its own policy (frame-ancestors *, sandbox) and no X-Frame-Options; the rest of the site keeps DENY', async () => {
    const owner = await registerUser();
    const entryId = await moduleFor(owner);
    const { token } = await tokenOf(owner, entryId);
    for (let i = 0; i < 2; i++) {
      const res = await frame(token);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-frame-options')).toBeNull();
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain('frame-ancestors *');
      expect(csp).toMatch(/(^|; )sandbox( |;|$)/);
      expect(csp).toContain("script-src 'none'");
    }
    expect((await api('/api/user-modules/library', { token: owner.token })).headers.get('x-frame-options')).toBe('DENY');
    expect((await script(token)).headers.get('x-frame-options')).toBe('DENY');
  });

  it('a customer value cannot add markup to the snippet or the frame (no redirect on our origin)', async () => {
    const owner = await registerUser();
    const entryId = await moduleFor(owner);
    const saved = await api(`/api/user-modules/${entryId}`, { method: 'PUT', token: owner.token, body: { customValues: { heading: ATTACK, link: 'javascript:alert(1)' } } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.code).not.toContain('<meta');
    const { token } = await tokenOf(owner, entryId);
    const page = (await frame(token)).text;
    expect(page).not.toMatch(/<meta http-equiv/i);
    expect(page).not.toContain('javascript:');
    expect(page).toContain('title="&quot;&gt;&lt;meta http-equiv=&quot;refresh&quot;');
    expect((await script(token)).text).not.toMatch(/<meta http-equiv/i);
  });
});
