import { createHash, randomBytes } from 'node:crypto';
import { LibraryMessages as M } from '@liquify/contracts';
import { Types } from 'mongoose';
import { waitFor } from '@liquify/testing';
import { LibraryTestService, moduleFixture, newId, planPayload, publishModule, publishPlan, registerUser, startLibrary, waitForQuota } from './support';

/** Remote snippets and their analytics against the real FerretDB, Kafka and Redis. */
jest.setTimeout(120_000); // the project config's testTimeout is not applied when the root config runs every project

describe('remote snippets (integration)', () => {
  let svc: LibraryTestService;
  const planId = newId();
  const m = moduleFixture();
  let token: string;
  let entryId: string;

  beforeAll(async () => {
    svc = await startLibrary([], { USAGE_FLUSH_MS: '200', SNIPPET_CACHE_SECONDS: '60', SNIPPET_STALE_SECONDS: '30', PUBLIC_URL: 'https://app.example.com' });
    await publishModule(svc, m);
    await publishPlan(svc, planPayload(planId, 'free', [m.id], [], { moduleLimit: 5, sectionLimit: 1 }));
    const userId = newId();
    await registerUser(svc, userId, planId, 'free', { moduleLimit: 5, sectionLimit: 1 });
    token = svc.token({ id: userId });
    await waitForQuota(svc, token, 'modules', (d) => d.allowed === true, `?moduleSlug=${m.slug}`);
    entryId = (await svc.http('POST', '/api/user-modules/add', { token, body: { moduleId: m.id } })).body.data._id;
  });
  afterAll(async () => svc?.close());

  const generate = () => svc.http('GET', `/api/remote-modules/generate-token/${entryId}`, { token });
  const load = (t: string, headers: Record<string, string> = {}) => svc.http('GET', `/api/remote-modules/snippet/${t}`, { headers });

  it('generates an unguessable token (stored only as its SHA-256 and the nonce it is derived from) and the tag to paste', async () => {
    const res = await generate();
    expect(res.status).toBe(200);
    const { token: snippetToken, snippet } = res.body.data;
    expect(snippetToken).toMatch(/^lq_[A-Za-z0-9_-]{43}$/);
    expect(snippet).toContain(`<script src="https://app.example.com/api/remote-modules/snippet/${snippetToken}" async`);
    expect(snippet).toContain('<noscript><iframe');
    const stored = await svc.db.collection('library_entries').findOne({ snippetTokenHash: { $ne: null } });
    expect(stored?.snippetTokenHash).toMatch(/^[a-f0-9]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(snippetToken);
  });

  it("refuses another user's module with 403 and an unknown one with 404", async () => {
    expect((await svc.http('GET', `/api/remote-modules/generate-token/${entryId}`, { token: svc.token() })).status).toBe(403);
    expect((await svc.http('GET', `/api/remote-modules/generate-token/${newId()}`, { token })).status).toBe(404);
    expect((await svc.http('GET', `/api/remote-modules/generate-token/${entryId}`)).status).toBe(401);
  });

  it('serves the current customisation as a script with a strong ETag, 304, shared caching and CORS for any origin', async () => {
    const snippetToken = (await generate()).body.data.token;
    const res = await load(snippetToken);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=30');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.text).toContain(JSON.stringify('<div class="x" style="color:#000000">Hello</div>').replace(/</g, '\\u003c'));
    expect((await load(snippetToken, { 'if-none-match': String(res.headers.etag) })).status).toBe(304);
    const frame = await svc.http('GET', `/api/remote-modules/snippet/${snippetToken}/frame`);
    expect(frame.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(frame.text).toContain('<div class="x" style="color:#000000">Hello</div>');
  });

  it('serves a saved customisation at once (the origin cache is invalidated on save)', async () => {
    const snippetToken = (await generate()).body.data.token;
    const before = await load(snippetToken);
    await svc.http('PUT', `/api/user-modules/${entryId}`, { token, body: { customValues: { heading: 'Fresh' } } });
    const after = await load(snippetToken);
    expect(after.text).toContain('Fresh');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await load(snippetToken, { 'if-none-match': String(before.headers.etag) })).status).toBe(200);
  });

  it('answers a revoked (replaced) or unknown token with a small 404 script that says why, never a 500', async () => {
    const old = (await generate()).body.data.token;
    expect((await load(old)).status).toBe(200);
    // Opening the dialog again shows the same link; only replacing it revokes the old one.
    expect((await generate()).body.data.token).toBe(old);
    const fresh = (await svc.http('POST', `/api/remote-modules/replace-token/${entryId}`, { token })).body.data.token;
    const revoked = await load(old);
    expect(revoked.status).toBe(404);
    expect(revoked.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(revoked.text).toContain(JSON.stringify(M.snippetNotFound));
    expect((await load(fresh)).status).toBe(200);
    for (const bad of [`lq_${'x'.repeat(43)}`, 'nope', '%00']) expect((await load(bad)).status).toBe(404);
    // A path parameter beyond Fastify's limit: 414, still not a 500.
    expect((await load('lq_' + 'a'.repeat(500))).status).toBe(414);
  });

  it('counts loads per day and embedding domain off the request path, and shows them on the entry and in the admin stats', async () => {
    const snippetToken = (await generate()).body.data.token;
    for (let i = 0; i < 3; i++) await load(snippetToken, { referer: 'https://shop.example.com/products/a' });
    await load(snippetToken, { origin: 'https://other.test' });
    const entry = await waitFor(
      async () => {
        const res = await svc.http('GET', `/api/user-modules/${entryId}`, { token });
        return res.body.data.usage.topDomains.some((d: { domain: string; loads: number }) => d.domain === 'shop.example.com' && d.loads >= 3) ? res.body.data : undefined;
      },
      { timeout: 15_000, message: 'the loads to be flushed to the entry' },
    );
    expect(entry.usage.loads).toBeGreaterThanOrEqual(4);
    // Earlier loads of this file sent no Referer: they count as '(direct)'.
    expect(entry.usage.topDomains.map((d: { domain: string }) => d.domain).sort()).toEqual(['(direct)', 'other.test', 'shop.example.com']);
    const loads = entry.usage.topDomains.map((d: { loads: number }) => d.loads);
    expect(loads).toEqual([...loads].sort((a, b) => b - a));
    expect(entry.usage.daily).toHaveLength(30);
    expect(entry.usage.daily[29].loads).toBe(entry.usage.loads);
    expect(entry.usageCount).toBeGreaterThanOrEqual(4);

    const admin = svc.token({ role: 'admin' });
    const stats = await svc.http('GET', '/api/admin/library/stats', { token: admin });
    expect(stats.status).toBe(200);
    expect(stats.body.data.daily).toHaveLength(30);
    const today = stats.body.data.daily[29];
    expect(today.adds).toBeGreaterThanOrEqual(1);
    expect(today.snippetLoads).toBeGreaterThanOrEqual(4);
    expect(stats.body.data.totals).toMatchObject({ modules: 1, sections: 0, entries: 1, users: 1 });
    expect((await svc.http('GET', '/api/admin/library/stats', { token })).status).toBe(403);
    const bad = await svc.http('GET', '/api/admin/library/stats?from=2026-02-01&to=2026-01-01', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(M.statsRangeInvalid);
  });

  it('keeps serving a link made before links were derived (only its hash is known) when the dialog opens again, until it is replaced', async () => {
    const legacy = `lq_${randomBytes(32).toString('base64url')}`;
    await svc.db.collection('library_entries').updateOne({ _id: new Types.ObjectId(entryId) }, { $set: { snippetTokenHash: createHash('sha256').update(legacy).digest('hex'), snippetNonce: null, snippetLegacyHash: null } });
    // A cold cache for the legacy link (nothing was rendered for it yet).
    expect((await load(legacy)).status).toBe(200);
    const shown = (await generate()).body.data.token;
    expect(shown).not.toBe(legacy);
    expect((await generate()).body.data.token).toBe(shown);
    expect((await load(legacy)).status).toBe(200);
    expect((await load(shown)).status).toBe(200);
    const replaced = (await svc.http('POST', `/api/remote-modules/replace-token/${entryId}`, { token })).body.data.token;
    await waitFor(async () => (await load(legacy)).status === 404 && (await load(shown)).status === 404, { message: 'the old links to stop' });
    expect((await load(replaced)).status).toBe(200);
  });

  it('stops serving a removed module: 410 with a script that says why', async () => {
    const snippetToken = (await generate()).body.data.token;
    expect((await load(snippetToken)).status).toBe(200);
    expect((await svc.http('DELETE', `/api/user-modules/remove/${entryId}`, { token })).status).toBe(200);
    const gone = await load(snippetToken);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain(JSON.stringify(M.snippetGone));
  });
});
