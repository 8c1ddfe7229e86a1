import { randomBytes } from 'node:crypto';
import { startTestService, uniqueName } from '@liquify/testing';
import { service } from '../src/service';
import { LibraryTestService, moduleFixture, newId, planPayload, publishModule, publishPlan, registerUser, waitForQuota } from './support';

/**
 * Issue 22 item 3: snippet links are derived with SNIPPET_LINK_SECRET, library's own (no longer the shared JWT
 * secret). A change of that secret never breaks a link already pasted on a shop; with the former secret in
 * SNIPPET_LINK_PREVIOUS_SECRET the dialog keeps showing the same link.
 */
jest.setTimeout(120_000);

describe('snippet links across a change of SNIPPET_LINK_SECRET (integration)', () => {
  const run = uniqueName('library-link-secret');
  const secret = () => randomBytes(32).toString('hex');
  const former = secret();
  const userId = newId();
  let svc: LibraryTestService | undefined;
  let entryId: string;
  let link: string;

  const start = (env: Record<string, string>) => startTestService(service, { run, env: { USAGE_FLUSH_MS: '100000', SNIPPET_CACHE_SECONDS: '0', ...env } });
  const restart = async (env: Record<string, string>) => {
    await svc?.close();
    svc = await start(env);
    return svc;
  };
  const shown = async (s: LibraryTestService) => {
    const res = await s.http('GET', `/api/remote-modules/generate-token/${entryId}`, { token: s.token({ id: userId }) });
    expect(res.status).toBe(200);
    return res.body.data.token as string;
  };
  const served = async (s: LibraryTestService, token: string) => (await s.http('GET', `/api/remote-modules/snippet/${token}`)).status;

  beforeAll(async () => {
    const s = await restart({ SNIPPET_LINK_SECRET: former });
    const m = moduleFixture();
    const planId = newId();
    await publishModule(s, m);
    await publishPlan(s, planPayload(planId, 'free', [m.id], [], { moduleLimit: 5, sectionLimit: 1 }));
    await registerUser(s, userId, planId, 'free', { moduleLimit: 5, sectionLimit: 1 });
    const token = s.token({ id: userId });
    await waitForQuota(s, token, 'modules', (d) => d.allowed === true, `?moduleSlug=${m.slug}`);
    entryId = (await s.http('POST', '/api/user-modules/add', { token, body: { moduleId: m.id } })).body.data._id;
    link = await shown(s);
    expect(await served(s, link)).toBe(200);
  });
  afterAll(async () => svc?.close());

  it('keeps showing and serving the same link when the former secret is given as SNIPPET_LINK_PREVIOUS_SECRET', async () => {
    const s = await restart({ SNIPPET_LINK_SECRET: secret(), SNIPPET_LINK_PREVIOUS_SECRET: former });
    expect(await shown(s)).toBe(link);
    expect(await served(s, link)).toBe(200);
  });

  it('without it, keeps serving the pasted link and shows a new one beside it, until the owner replaces it', async () => {
    const s = await restart({ SNIPPET_LINK_SECRET: secret() });
    const fresh = await shown(s);
    expect(fresh).not.toBe(link);
    expect(await shown(s)).toBe(fresh);
    expect(await served(s, link)).toBe(200);
    expect(await served(s, fresh)).toBe(200);
  });
});
