import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { api, poll, ApiResponse, loginAs, registerUser, Session } from '../support';
import { createModule, createSection, expectEnvelope } from './catalogue-helpers';

/**
 * Who may read a published item's source (spec doc 2 §1: locked items "are visible but cannot be opened"):
 * GET /api/modules/{slug} and /api/sections/{slug} carry the module's code, template and variables or the
 * section's Liquid and schema only for a caller whose current plan allows the item, or an admin; everyone
 * else gets the card (locked: true). The lists carry no source for anybody. The gateway's edge cache never
 * gives one caller's answer to another.
 */


const SEED_DIR = join(__dirname, '..', '..', '..', 'services', 'catalogue', 'seed');
jest.setTimeout(120_000);

const marker = `e2e-secret-${randomBytes(4).toString('hex')}`;
const SOURCE_FIELDS = ['code', 'templateCode', 'variables', 'schema', 'settings'];

let admin: Session;
let free: Session;
let pro: Session;
let basic: Session;
let basicPlanId: string;
/** Featured: the free plan does not allow it (its new-item policy takes non-featured items only), pro does. */
let paidModule: { _id: string; slug: string };
/** Not featured: the free plan allows it. */
let freeModule: { _id: string; slug: string };
let paidSection: { _id: string; slug: string };

const get = (path: string, session?: Session, headers: Record<string, string> = {}) => api(path, { token: session?.token, headers });
const detail = (kind: 'modules' | 'sections', slug: string, session?: Session, headers?: Record<string, string>) => get(`/api/${kind}/${slug}`, session, headers);

function expectCard(res: ApiResponse) {
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ locked: true, title: expect.any(String), description: expect.any(String), category: expect.any(String), thumbnail: expect.any(String), tags: expect.any(Array) });
  for (const field of SOURCE_FIELDS) expect(res.body.data).not.toHaveProperty(field);
  expect(res.text).not.toContain(marker);
  expect(res.text).not.toContain('{%');
  expect(res.text).not.toContain('{{');
  expect(res.headers.get('vary') ?? '').toMatch(/authorization/i);
}

function expectSource(res: ApiResponse) {
  expect(res.status).toBe(200);
  expect(res.body.data.locked).toBe(false);
  expect(res.text).toContain(marker);
  expect(res.headers.get('cache-control')).toBe('private, no-cache');
  expect(res.headers.get('x-liquify-cache')).not.toBe('HIT');
}

const opens = async (kind: 'modules' | 'sections', slug: string, session: Session) => (await detail(kind, slug, session)).body?.data?.locked === false;

/** Moves a customer to a plan (a new plan reaches identity through billing's event: until then it is unknown there). */
async function subscribe(session: Session, plan: string) {
  let last: ApiResponse | undefined;
  await poll(async () => {
    last = await api(`/api/users/${session.user._id ?? session.user.id}/subscription`, { method: 'PUT', token: admin.token, body: { subscription: { plan } } });
    if (last.status !== 200 && last.body?.code !== 'UNKNOWN_PLAN') throw new Error(`subscription: ${last.status} ${last.text}`);
    return last.status === 200;
  }, { timeoutMs: 45_000, what: `moving a customer to ${plan} (${last?.text ?? ''})` });
}

beforeAll(async () => {
  [admin, free, pro, basic] = await Promise.all([loginAs('admin'), registerUser(), registerUser(), registerUser()]);
  const templateCode = `<div class="${marker}">\${heading}</div>`;
  const variables = [{ name: 'heading', label: 'Heading', type: 'text', defaultValue: 'Hello' }];
  [paidModule, freeModule, paidSection] = await Promise.all([
    createModule({ status: 'published', featured: true, templateCode, variables }),
    createModule({ status: 'published', templateCode, variables }),
    createSection({ status: 'published', featured: true, code: `<section class="${marker}">{{ section.settings.heading }}</section>\n{% schema %}{"name":"S","settings":[{"type":"text","id":"heading","label":"Heading","default":"Hi"}],"presets":[{"name":"S"}]}{% endschema %}` }),
  ]);
  // A plan that allows nothing: inactive (no public plan list shows it while other suites run), last in order.
  const slug = `e2e-basic-${randomBytes(3).toString('hex')}`;
  const plan = await api('/api/admin/plans', { method: 'POST', token: admin.token, body: { name: `E2E basic ${slug}`, slug, description: 'A plan that allows nothing', isActive: false, sortOrder: 999, allowedModules: [], allowedSections: [] } });
  if (plan.status !== 201) throw new Error(`create plan: ${plan.status} ${plan.text}`);
  basicPlanId = plan.body.data._id;
  await Promise.all([subscribe(pro, 'pro'), subscribe(basic, slug)]);
  await Promise.all([
    poll(() => opens('modules', paidModule.slug, pro), { timeoutMs: 45_000, what: 'the pro plan to open the featured module' }),
    poll(() => opens('modules', freeModule.slug, free), { timeoutMs: 45_000, what: 'the free plan to open the non-featured module' }),
  ]);
}, 120_000);

afterAll(async () => {
  await subscribe(basic, 'free').catch(() => undefined);
  await api(`/api/admin/plans/${basicPlanId}`, { method: 'DELETE', token: admin.token }).catch(() => undefined);
});

describe('GET /api/modules/{slug} and /api/sections/{slug}', () => {
  it('answer an anonymous visitor the card: title, description, category, tags, thumbnail, lock; no code, template or Liquid', async () => {
    expectCard(await detail('modules', paidModule.slug));
    expectCard(await detail('modules', freeModule.slug));
    expectCard(await detail('sections', paidSection.slug));
  });

  it('answer a free customer the card of an item the free plan does not allow', async () => {
    expectCard(await detail('modules', paidModule.slug, free));
    expectCard(await detail('sections', paidSection.slug, free));
  });

  it('answer a customer on a plan that allows nothing the card, even of what the free plan allows', async () => {
    await poll(async () => !(await opens('modules', freeModule.slug, basic)) && (await detail('modules', freeModule.slug, basic)).status === 200, { timeoutMs: 45_000, what: 'the basic plan to reach the catalogue' });
    expectCard(await detail('modules', freeModule.slug, basic));
    expectCard(await detail('modules', paidModule.slug, basic));
    expectCard(await detail('sections', paidSection.slug, basic));
  });

  it("answer the source to a customer whose plan allows the item (free plan: a non-featured item; pro: a featured one) and to an admin", async () => {
    const own = await detail('modules', freeModule.slug, free);
    expectSource(own);
    expect(own.body.data).toMatchObject({ code: `<div class="${marker}">Hello</div>`, templateCode: `<div class="${marker}">\${heading}</div>`, variables: [{ name: 'heading' }] });
    expectSource(await detail('modules', paidModule.slug, pro));
    await poll(() => opens('sections', paidSection.slug, pro), { timeoutMs: 45_000, what: 'the pro plan to open the featured section' });
    const section = await detail('sections', paidSection.slug, pro);
    expectSource(section);
    expect(section.body.data).toMatchObject({ code: expect.stringContaining('{% schema %}'), settings: [{ id: 'heading' }] });
    for (const [kind, slug] of [['modules', paidModule.slug], ['modules', freeModule.slug], ['sections', paidSection.slug]] as const) expectSource(await detail(kind, slug, admin));
  });

  it('follow the current plan: moving the pro customer to the free plan closes the featured module', async () => {
    const mover = await registerUser();
    await subscribe(mover, 'pro');
    await poll(() => opens('modules', paidModule.slug, mover), { timeoutMs: 45_000, what: 'the upgrade' });
    await subscribe(mover, 'free');
    await poll(async () => !(await opens('modules', paidModule.slug, mover)), { timeoutMs: 45_000, what: 'the downgrade' });
    expectCard(await detail('modules', paidModule.slug, mover));
  });

  it('still answer 404 for unknown slugs, signed in or not', async () => {
    expectEnvelope(await detail('modules', 'no-such-module-anywhere', pro), 404, 'Module not found');
    expectEnvelope(await detail('sections', 'no-such-section-anywhere', admin), 404, 'Section not found');
  });
});

describe('the edge cache', () => {
  it("never gives an entitled caller's answer to anybody else, nor the anonymous card to an entitled caller", async () => {
    // Entitled first, on an item nobody asked for yet: the source is not kept at the edge.
    const fresh = await createModule({ status: 'published', featured: true, templateCode: `<p class="${marker}">fresh</p>` });
    await poll(() => opens('modules', fresh.slug, pro), { timeoutMs: 45_000, what: 'the pro plan to open the new module' });
    expectSource(await detail('modules', fresh.slug, pro));
    const anonymous = await detail('modules', fresh.slug);
    expectCard(anonymous);
    // The card is kept at the edge for anonymous visitors...
    const again = await detail('modules', fresh.slug);
    expectCard(again);
    expect(again.headers.get('x-liquify-cache')).toBe('HIT');
    // ...and never given to a signed-in caller, whichever way the request comes in.
    for (const headers of [{}, { origin: 'http://localhost:8080' }]) {
      expectSource(await detail('modules', fresh.slug, pro, headers));
      expectSource(await detail('modules', fresh.slug, admin, headers));
      expectCard(await detail('modules', fresh.slug, free, headers));
      expectCard(await detail('modules', fresh.slug, undefined, headers));
    }
    // A client revalidating the card's ETag with a token gets the source, not a 304.
    const revalidated = await detail('modules', fresh.slug, pro, { 'if-none-match': anonymous.headers.get('etag')! });
    expect(revalidated.status).toBe(200);
    expectSource(revalidated);
  });
});

describe('the lists and the section preview', () => {
  it('carry no source for anybody, entitled or not', async () => {
    for (const session of [undefined, free, pro, admin]) {
      for (const path of ['/api/modules?limit=1000', '/api/sections?limit=1000']) {
        const res = await get(path, session);
        expect(res.status).toBe(200);
        expect(res.text).not.toContain(marker);
        for (const item of res.body.data) for (const field of SOURCE_FIELDS) expect(item).not.toHaveProperty(field);
      }
    }
  });

  it('keeps the server-rendered section preview for everybody: rendered HTML, no Liquid', async () => {
    const preview = await get(`/api/sections/${paidSection.slug}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('Hi');
    expect(preview.text).not.toContain('{%');
    expect(preview.text).not.toContain('{{');
  });
});

describe('the seed', () => {
  const seedSlugs = (kind: 'modules' | 'sections') =>
    readdirSync(join(SEED_DIR, kind))
      .filter((file) => file.endsWith('.json'))
      .map((file) => (JSON.parse(readFileSync(join(SEED_DIR, kind, file), 'utf8')) as { slug?: string }).slug || basename(file, '.json'));

  it('gives every seeded module and section a thumbnail of its own that loads', async () => {
    for (const kind of ['modules', 'sections'] as const) {
      const listed = new Map<string, string>((await get(`/api/${kind}?limit=1000`)).body.data.map((item: { slug: string; thumbnail: string }) => [item.slug, item.thumbnail]));
      const slugs = seedSlugs(kind);
      expect(slugs.length).toBeGreaterThan(0);
      for (const slug of slugs) expect({ slug, thumbnail: listed.get(slug) }).toEqual({ slug, thumbnail: expect.stringMatching(new RegExp(`^/api/catalogue-assets/thumbnails/${kind}/${slug}\\.svg\\?v=`)) });
      const image = await get(listed.get(slugs[0])!);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
    }
  });
});
