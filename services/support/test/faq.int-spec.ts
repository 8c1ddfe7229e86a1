import { UserRoleChanged, UserRegistered } from '@liquify/contracts';
import { waitFor } from '@liquify/testing';
import { FaqTrashPurgeJob } from '../src/faq/faq-trash-purge.job';
import { registered, startSupport, SupportTestApp, testUser } from './support/support-test-app';

jest.setTimeout(60_000);

/** FAQ against the real FerretDB and Redis: startup seed, search, votes under concurrency, views per day. */
describe('support FAQ (integration)', () => {
  let t: SupportTestApp;
  const admin = testUser('Ada Admin', 'admin');
  let adminToken: string;

  beforeAll(async () => {
    t = await startSupport();
    adminToken = t.token(admin);
    await t.publish(UserRegistered, registered(admin));
  }, 60_000);
  afterAll(() => t?.close());

  const list = async (query = '', headers: Record<string, string> = {}) => (await t.http('GET', `/api/support/faq${query}`, { headers })).body;
  const firstId = async () => (await list('?limit=1')).data[0]._id as string;

  it('seeds the 15 entries of doc 3 §9 at startup, over general, technical, billing and feature', async () => {
    const body = await list();
    expect(body.total).toBe(15);
    expect(new Set(body.data.map((f: { category: string }) => f.category))).toEqual(new Set(['general', 'technical', 'billing', 'feature']));
    const all = body.data.map((f: { answer: string }) => f.answer).join(' ');
    for (const fact of ['5 modules per month', '1 store', '29 per month', '3 stores', '99 per month', 'unlimited stores', '30-day grace', '6 months', '24-48 hours', '2-4 hours']) {
      expect(all).toContain(fact);
    }
  });

  it('answers the categories with their counts in a fixed order', async () => {
    const res = await t.http('GET', '/api/support/faq/categories');
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { id: string }) => c.id)).toEqual(['general', 'technical', 'billing', 'feature']);
    expect(res.body.data.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(15);
    expect(res.body.data[3]).toEqual({ id: 'feature', name: 'Features', count: expect.any(Number) });
  });

  it('leaves 15 entries, not 30, when the built-in seed runs twice (votes and views kept)', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.http('POST', '/api/admin/support/faq/seed', { token: adminToken, body: {} });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'FAQ data seeded', data: { created: 0, existing: 15, total: 15 } });
    }
    expect((await list()).total).toBe(15);
  });

  it('seeds a given faqData list idempotently by question (case and end punctuation ignored)', async () => {
    const faqData = [{ question: 'Is there a mobile app?', answer: '<p>Not yet.</p>', category: 'feature' }];
    const first = await t.http('POST', '/api/admin/support/faq/seed', { token: adminToken, body: { faqData } });
    expect(first.body.data).toEqual({ created: 1, existing: 0, total: 16 });
    const again = await t.http('POST', '/api/admin/support/faq/seed', { token: adminToken, body: { faqData: [{ ...faqData[0], question: 'is there a MOBILE app' }] } });
    expect(again.body.data).toEqual({ created: 0, existing: 1, total: 16 });
  });

  it('searches question, answer text and tags as text, never as a pattern', async () => {
    expect((await list('?search=grace')).data.map((f: { question: string }) => f.question)).toContain('What happens when I cancel my subscription?');
    expect((await list('?search=referral')).total).toBeGreaterThanOrEqual(1); // a tag and the question
    expect((await list('?search=.*')).total).toBe(0);
    expect((await list('?search=strong')).total).toBe(0); // markup is not text
    expect((await list('?search=[a-z]')).total).toBe(0);
    expect((await list('?search=a|b')).total).toBe(0);
  });

  it('filters by category', async () => {
    const body = await list('?category=billing');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((f: { category: string }) => f.category === 'billing')).toBe(true);
  });

  it('sanitises an added answer: no script, no event handlers', async () => {
    const res = await t.http('POST', '/api/admin/support/faq', {
      token: adminToken,
      body: { question: 'Can I export my stores?', answer: '<p onclick="x()">Yes<script>alert(1)</script> <a href="javascript:alert(1)">here</a></p>', category: 'feature', tags: 'Export, stores' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ answer: '<p>Yes <a>here</a></p>', tags: ['export', 'stores'], views: 0, helpfulVotes: 0, unhelpfulVotes: 0, myVote: null });
    const dup = await t.http('POST', '/api/admin/support/faq', { token: adminToken, body: { question: 'can i export my stores', answer: '<p>x</p>' } });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ success: false, error: 'An FAQ entry with this question already exists' });
    const edited = await t.http('PUT', `/api/admin/support/faq/${res.body.data._id}`, { token: adminToken, body: { answer: '<p>Soon.</p>' } });
    expect(edited.body.data).toMatchObject({ question: 'Can I export my stores?', answer: '<p>Soon.</p>' });
    const removed = await t.http('DELETE', `/api/admin/support/faq/${res.body.data._id}`, { token: adminToken });
    expect(removed.body).toEqual({ success: true, message: 'FAQ deleted successfully' });
    expect((await t.http('DELETE', `/api/admin/support/faq/${res.body.data._id}`, { token: adminToken })).status).toBe(404);
  });

  it('keeps a deleted entry 30 days in the trash: hidden from the help centre, restorable as it was (409 while its question is asked again), purged with its votes after 30 days', async () => {
    const created = (await t.http('POST', '/api/admin/support/faq', { token: adminToken, body: { question: 'Is there a trash?', answer: '<p>Yes, 30 days.</p>', category: 'general' } })).body.data;
    await t.http('POST', `/api/support/faq/${created._id}/vote`, { body: { vote: 'helpful' }, headers: { 'x-device-id': 'device-trash-0001' } });
    await t.http('DELETE', `/api/admin/support/faq/${created._id}`, { token: adminToken });
    expect((await list('?search=trash')).data.some((f: { _id: string }) => f._id === created._id)).toBe(false);
    expect((await t.http('POST', `/api/support/faq/${created._id}/vote`, { body: { vote: 'helpful' }, headers: { 'x-device-id': 'device-trash-0002' } })).status).toBe(404);
    const trash = (await t.http('GET', '/api/admin/support/faq/trash', { token: adminToken })).body.data;
    expect(trash).toEqual(expect.arrayContaining([expect.objectContaining({ _id: created._id, kind: 'faq', title: 'Is there a trash?', slug: '', daysLeft: 30 })]));

    const again = (await t.http('POST', '/api/admin/support/faq', { token: adminToken, body: { question: 'Is there a trash?', answer: '<p>Another.</p>' } })).body.data;
    const refused = await t.http('POST', `/api/admin/support/faq/${created._id}/restore`, { token: adminToken });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Another FAQ entry now asks this question: change it, then restore this one');
    await t.http('DELETE', `/api/admin/support/faq/${again._id}`, { token: adminToken });
    const restored = await t.http('POST', `/api/admin/support/faq/${created._id}/restore`, { token: adminToken });
    expect(restored.body).toMatchObject({ success: true, message: 'FAQ restored', data: { _id: created._id, question: 'Is there a trash?', helpfulVotes: 1 } });
    expect((await list('?search=trash')).data.map((f: { _id: string }) => f._id)).toContain(created._id);

    await t.http('DELETE', `/api/admin/support/faq/${created._id}`, { token: adminToken });
    const purge = t.app.get(FaqTrashPurgeJob);
    await purge.runOnce(new Date(Date.now() + 29 * 86_400_000));
    expect((await t.http('GET', '/api/admin/support/faq/trash', { token: adminToken })).body.data.some((f: { _id: string }) => f._id === created._id)).toBe(true);
    expect(await purge.runOnce(new Date(Date.now() + 30 * 86_400_000 + 1000))).toBeGreaterThanOrEqual(2);
    expect((await t.http('GET', '/api/admin/support/faq/trash', { token: adminToken })).body.data).toEqual([]);
    expect((await t.http('POST', `/api/admin/support/faq/${created._id}/restore`, { token: adminToken })).status).toBe(404);
  });

  it('counts every visitor exactly once under concurrent votes, including changes of mind', async () => {
    const id = await firstId();
    const before = (await list('?limit=1')).data[0];
    const devices = Array.from({ length: 24 }, (_, i) => `device-concurrent-${i.toString().padStart(3, '0')}`);
    // Every device votes helpful twice and half of them switch to unhelpful, all at once.
    await Promise.all(
      devices.flatMap((d, i) => [
        t.http('POST', `/api/support/faq/${id}/vote`, { body: { vote: 'helpful' }, headers: { 'x-device-id': d } }),
        t.http('POST', `/api/support/faq/${id}/vote`, { body: { vote: 'helpful', deviceId: d } }),
      ].concat(i % 2 === 0 ? [t.http('POST', `/api/support/faq/${id}/vote`, { body: { vote: 'unhelpful' }, headers: { 'x-device-id': d } })] : [])),
    );
    const after = (await list('?limit=1')).data[0];
    const helpfulNow = after.helpfulVotes - before.helpfulVotes;
    const unhelpfulNow = after.unhelpfulVotes - before.unhelpfulVotes;
    expect(helpfulNow + unhelpfulNow).toBe(24);
    // Each even device's final vote is whichever of its requests landed last; re-reading each device's vote agrees with the counters.
    const mine = await Promise.all(devices.map(async (d) => (await list('?limit=1', { 'x-device-id': d })).data[0].myVote));
    expect(mine.filter((v) => v === 'helpful').length).toBe(helpfulNow);
    expect(mine.filter((v) => v === 'unhelpful').length).toBe(unhelpfulNow);
    expect(mine.filter((_, i) => i % 2 === 1).every((v) => v === 'helpful')).toBe(true);
  });

  it('lets a visitor change their vote without double counting, and answers the counters', async () => {
    const id = await firstId();
    const vote = (v: string) => t.http('POST', `/api/support/faq/${id}/vote`, { body: { vote: v }, headers: { 'x-device-id': 'device-mind-changer' } });
    const a = (await vote('helpful')).body.data;
    const b = (await vote('helpful')).body.data;
    expect(b).toEqual(a);
    const c = (await vote('unhelpful')).body.data;
    expect(c).toEqual({ helpfulVotes: a.helpfulVotes - 1, unhelpfulVotes: a.unhelpfulVotes + 1, myVote: 'unhelpful' });
  });

  it('knows a signed-in voter by user id whatever device they use', async () => {
    const id = await firstId();
    const user = testUser('Vera Voter');
    const token = t.token(user);
    const one = (await t.http('POST', `/api/support/faq/${id}/vote`, { token, body: { vote: 'helpful' }, headers: { 'x-device-id': 'device-phone-0001' } })).body.data;
    const two = (await t.http('POST', `/api/support/faq/${id}/vote`, { token, body: { vote: 'helpful' }, headers: { 'x-device-id': 'device-laptop-001' } })).body.data;
    expect(two.helpfulVotes).toBe(one.helpfulVotes);
    const seen = await t.http('GET', '/api/support/faq?limit=1', { token });
    expect(seen.body.data[0].myVote).toBe('helpful');
  });

  it('refuses an anonymous vote without a device id, a bad vote and an unknown entry', async () => {
    const id = await firstId();
    const noDevice = await t.http('POST', `/api/support/faq/${id}/vote`, { body: { vote: 'helpful' } });
    expect(noDevice.status).toBe(400);
    expect(noDevice.body.error).toMatch(/device id/);
    const bad = await t.http('POST', `/api/support/faq/${id}/vote`, { body: { vote: 'meh' }, headers: { 'x-device-id': 'device-123456' } });
    expect(bad.body).toMatchObject({ success: false, error: 'Vote must be helpful or unhelpful' });
    const unknown = await t.http('POST', '/api/support/faq/ffffffffffffffffffffffff/vote', { body: { vote: 'helpful' }, headers: { 'x-device-id': 'device-123456' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('FAQ not found');
    expect((await t.http('POST', '/api/support/faq/not-an-id/view', { body: {}, headers: { 'x-device-id': 'device-123456' } })).status).toBe(404);
  });

  it('counts a view at most once per visitor, entry and day, even when opened many times at once', async () => {
    const id = await firstId();
    const start = (await list('?limit=1')).data[0].views;
    const results = await Promise.all(Array.from({ length: 6 }, () => t.http('POST', `/api/support/faq/${id}/view`, { headers: { 'x-device-id': 'device-viewer-01' } })));
    expect(results.filter((r) => r.body.data.counted)).toHaveLength(1);
    await t.http('POST', `/api/support/faq/${id}/view`, { body: { deviceId: 'device-viewer-02' } });
    expect((await list('?limit=1')).data[0].views).toBe(start + 2);
  });

  it('shuts the FAQ admin routes to a demoted admin at once, whatever their token says', async () => {
    const former = testUser('Former Admin', 'admin');
    const token = t.token(former);
    await t.publish(UserRegistered, registered(former));
    await waitFor(async () => (await t.http('POST', '/api/admin/support/faq/seed', { token, body: {} })).status === 200, { timeout: 20_000 });
    await t.publish(UserRoleChanged, { userId: former.id, role: 'user', previousRole: 'admin' });
    const refused = await waitFor(async () => {
      const res = await t.http('POST', '/api/admin/support/faq/seed', { token, body: {} });
      return res.status === 403 ? res : null;
    }, { timeout: 20_000 });
    expect(refused.body).toMatchObject({ success: false, error: 'Admin privileges required' });
  });
});
