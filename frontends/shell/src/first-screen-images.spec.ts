import { leaveEarlyRequest, takeEarlyRequest } from '@liquify/contracts/rules';
import { preloadFirstScreenImages } from './first-screen-images';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const catalogue = { success: true, data: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ _id: id, thumbnail: `/api/catalogue-assets/thumbnails/modules/${id}.svg` })) };
const plan = { success: true, data: { slug: 'free', allowedModules: ['d'] } };

function leave(scope: object, answers: { catalogue?: Response; plan?: Response }) {
  if (answers.catalogue) leaveEarlyRequest('/api/modules?page=1&limit=1000', { token: null, response: Promise.resolve(answers.catalogue), at: Date.now() }, scope);
  if (answers.plan) leaveEarlyRequest('/api/plans/user/current', { token: 'tok', response: Promise.resolve(answers.plan), at: Date.now() }, scope);
}

/** A viewport wide enough for the grid's four columns. */
const WIDE = 1536;

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')]);

describe('preloadFirstScreenImages (the largest paint of /dashboard/modules, fetched while the code loads)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("fetches the first row's thumbnails (the plan's modules first) at high priority, and leaves the answers whole for the API client", async () => {
    const scope = {};
    leave(scope, { catalogue: json(catalogue), plan: json(plan) });
    const urls = await preloadFirstScreenImages('/api/', { pathname: '/dashboard/modules', search: '' }, document, scope, WIDE);
    expect(urls).toEqual(['d', 'a', 'b', 'c'].map((id) => `/api/catalogue-assets/thumbnails/modules/${id}.svg`));
    expect(preloads()).toEqual(urls.map((url) => [url, 'high']));
    const taken = takeEarlyRequest('/api/modules?page=1&limit=1000', null, Date.now(), scope);
    expect(await (await taken!).json()).toEqual(catalogue);
  });

  it("fetches only the first row at the viewport's width: one card on a phone, three at 1280 px", async () => {
    const scope = {};
    leave(scope, { catalogue: json(catalogue), plan: json(plan) });
    expect(await preloadFirstScreenImages('/api/', { pathname: '/dashboard/modules', search: '' }, document, scope, 375)).toEqual(['/api/catalogue-assets/thumbnails/modules/d.svg']);
    expect(preloads()).toEqual([['/api/catalogue-assets/thumbnails/modules/d.svg', 'high']]);
    document.head.innerHTML = '';
    const again = {};
    leave(again, { catalogue: json(catalogue), plan: json(plan) });
    expect(await preloadFirstScreenImages('/api/', { pathname: '/dashboard/modules', search: '' }, document, again, 1280)).toHaveLength(3);
  });

  it('adds no second preload of an image the dashboard, when its code ran first, already preloads', async () => {
    const scope = {};
    leave(scope, { catalogue: json(catalogue), plan: json(plan) });
    const early = document.createElement('link');
    early.rel = 'preload';
    early.setAttribute('as', 'image');
    early.href = new URL('/api/catalogue-assets/thumbnails/modules/d.svg', document.baseURI).href;
    document.head.append(early);
    await preloadFirstScreenImages('/api/', { pathname: '/dashboard/modules', search: '' }, document, scope, WIDE);
    expect(preloads().map(([href]) => new URL(href!, document.baseURI).pathname)).toEqual(['d', 'a', 'b', 'c'].map((id) => `/api/catalogue-assets/thumbnails/modules/${id}.svg`));
  });

  it("keeps the catalogue's order when the plan's answer failed", async () => {
    const scope = {};
    leave(scope, { catalogue: json(catalogue), plan: json({ success: false, error: 'Unauthorized' }, 401) });
    expect(await preloadFirstScreenImages('/api', { pathname: '/dashboard/modules/', search: '' }, document, scope, WIDE)).toEqual(
      ['a', 'b', 'c', 'd'].map((id) => `/api/catalogue-assets/thumbnails/modules/${id}.svg`),
    );
  });

  it('fetches nothing on another page, for a search from the top bar, or without an early catalogue', async () => {
    const scope = {};
    leave(scope, { catalogue: json(catalogue), plan: json(plan) });
    expect(await preloadFirstScreenImages('/api', { pathname: '/dashboard/library', search: '' }, document, scope, WIDE)).toEqual([]);
    expect(await preloadFirstScreenImages('/api', { pathname: '/dashboard/modules', search: '?search=hero' }, document, scope, WIDE)).toEqual([]);
    expect(await preloadFirstScreenImages('/api', { pathname: '/dashboard/modules', search: '' }, document, {}, WIDE)).toEqual([]);
    expect(preloads()).toEqual([]);
  });
});
