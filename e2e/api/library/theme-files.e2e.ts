/**
 * Issue 24 items 12 and 13: Shopify-native delivery. A library section downloads as `<handle>.liquid`; a store
 * downloads as a theme bundle (zip) whose sections, module snippets and page template pass Shopify's theme-check,
 * the template placing the items in the store's tetris order. Only the owner's usable entries are handed out.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { LibraryMessages as M, ThemeFileMessages } from '@liquify/contracts';
import { readSectionSchema } from '@liquify/liquid-preview';
import { readingOrder } from '@liquify/store-layout';
import { formatOffenses, runThemeCheckOnFiles, themeCheckErrors } from '@liquify/testing';
import { api, baseUrl, expectEnvelope, loginAs, NO_SUCH_ID, poll as pollUntil, registerUser, Session } from '../support';

/** Events cross Kafka before the API shows them: a slow shared machine gets longer than the default. */
const poll = <T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 30_000) => pollUntil(probe, timeoutMs);

/** A download through the gateway, as bytes. */
async function download(path: string, token: string | undefined, body?: unknown) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

type Allowed = { _id: string; slug?: string }[];
/** The seeded sections (their schemas have settings; sections other suites create on the same stack may have none). */
const SEED_SECTIONS = new Set(
  readdirSync(join(__dirname, '../../../services/catalogue/seed/sections'))
    .filter((f) => f.endsWith('.liquid'))
    .map((f) => f.slice(0, -'.liquid'.length)),
);
const planLists = async (session: Session) =>
  poll(async () => {
    const data = (await api('/api/plans/user/current', { token: session.token })).body?.data;
    const seeded = (data?.allowedSections as Allowed | undefined)?.filter((x) => x.slug && SEED_SECTIONS.has(x.slug)) ?? [];
    return seeded.length >= 2 && data?.allowedModules?.length >= 3 ? (data as { allowedSections: Allowed; allowedModules: Allowed }) : null;
  });

let admin: Session;
let owner: Session;
let other: Session;
const sections: { _id: string; slug: string; code: string }[] = [];
const modules: { _id: string; slug: string; code: string }[] = [];
/** The section whose settings the customer set (item 12), then found in the bundle (item 13). */
let customised: { _id: string; slug: string; code: string } | undefined;

beforeAll(async () => {
  admin = await loginAs('admin');
  [owner, other] = await Promise.all([registerUser(), registerUser()]);
  const lists = await planLists(owner);
  for (const { _id } of lists.allowedSections.filter((x) => x.slug && SEED_SECTIONS.has(x.slug)).slice(0, 2)) {
    const res = await poll(async () => {
      const r = await api('/api/user-sections/add', { token: owner.token, body: { sectionId: _id } });
      return r.status === 201 ? r : null;
    });
    sections.push(res.body.data);
  }
  for (const { _id } of lists.allowedModules.slice(0, 3)) {
    const res = await poll(async () => {
      const r = await api('/api/user-modules/add', { token: owner.token, body: { moduleId: _id } });
      return r.status === 201 ? r : null;
    });
    modules.push(res.body.data);
  }
}, 120_000);

describe('item 12: a library section downloads as <handle>.liquid', () => {
  it("answers the saved code as a text attachment named after the section's handle, passing theme-check", async () => {
    const [section] = sections;
    // The customer's own edit (a changed heading) is what downloads.
    const edited = section.code.replace(/\{%\s*schema\s*%\}/, '<p class="mine">My own line</p>\n{% schema %}');
    expect((await api(`/api/user-sections/${section._id}`, { method: 'PUT', token: owner.token, body: { title: 'My section', code: edited } })).status).toBe(200);
    const res = await download(`/api/user-sections/${section._id}/download`, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${section.slug}.liquid"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const file = strFromU8(res.bytes);
    expect(file).toContain('<p class="mine">My own line</p>');
    expect(readSectionSchema(file)).toEqual(readSectionSchema(section.code));
    const errors = themeCheckErrors(await runThemeCheckOnFiles({ [`sections/${section.slug}.liquid`]: file }));
    expect(formatOffenses(errors)).toBe('');
  }, 60_000);

  it("writes the customer's settings as the schema's defaults: only known settings, only values they can take", async () => {
    type Setting = { id?: string; type: string; default?: unknown };
    const settingsOf = (code: string) => (readSectionSchema(code)?.settings ?? []) as Setting[];
    // A section with a text setting (every seeded one but the footer's has some).
    const section = sections.find((x) => settingsOf(x.code).some((y) => y.type === 'text' && y.id))!;
    customised = section;
    const code = (await api(`/api/user-sections/${section._id}`, { token: owner.token })).body.data.code as string;
    const settings = settingsOf(code);
    const text = settings.find((x) => x.type === 'text' && x.id)!;
    const color = settings.find((x) => x.type === 'color' && x.id);
    const values: Record<string, unknown> = { [text.id!]: 'Chosen by the customer', no_such_setting: 'x' };
    if (color) values[color.id!] = 'not a colour';
    const saved = await api(`/api/user-sections/${section._id}`, { method: 'PUT', token: owner.token, body: { customValues: values } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.customValues).toEqual({ [text.id!]: 'Chosen by the customer' });
    expect(saved.body.data.code).toBe(code);

    const res = await download(`/api/user-sections/${section._id}/download`, owner.token);
    const file = strFromU8(res.bytes);
    const defaults = Object.fromEntries((readSectionSchema(file)?.settings ?? []).map((x) => [x.id, x.default]));
    expect(defaults[text.id!]).toBe('Chosen by the customer');
    if (color) expect(defaults[color.id!]).toBe(color.default);
    const errors = themeCheckErrors(await runThemeCheckOnFiles({ [`sections/${section.slug}.liquid`]: file }));
    expect(formatOffenses(errors)).toBe('');
    // Values follow the code: a setting the new code drops is dropped with it.
    const without = code.replace(new RegExp(`\\{[^{}]*"id":\\s*"${text.id}"[^{}]*\\},?`), '');
    const recoded = await api(`/api/user-sections/${section._id}`, { method: 'PUT', token: owner.token, body: { code: without } });
    expect(recoded.status).toBe(200);
    expect(recoded.body.data.customValues).toEqual({});
    expect((await api(`/api/user-sections/${section._id}`, { method: 'PUT', token: owner.token, body: { code, customValues: { [text.id!]: 'Chosen by the customer' } } })).status).toBe(200);
  }, 60_000);

  it("is the owner's only: another customer 403, unknown id 404, anonymous 401", async () => {
    expectEnvelope(await api(`/api/user-sections/${sections[0]._id}/download`, { token: other.token }), 403, M.noAccessSection);
    expectEnvelope(await api(`/api/user-sections/${NO_SUCH_ID}/download`, { token: owner.token }), 404);
    expectEnvelope(await api(`/api/user-sections/${modules[0]._id}/download`, { token: owner.token }), 404);
    expect((await api(`/api/user-sections/${sections[0]._id}/download`)).status).toBe(401);
  });
});

describe('item 13: a store downloads as a theme bundle', () => {
  let storeId = '';
  let storeItems: { _id: string; kind: 'module' | 'section' }[] = [];

  beforeAll(async () => {
    const store = await api('/api/stores', { token: owner.token, body: { name: 'Summer Shop' } });
    expect(store.status).toBe(201);
    storeId = store.body.data._id;
    for (const m of modules) await poll(async () => (await api(`/api/stores/${storeId}/modules`, { token: owner.token, body: { moduleId: m._id } })).status === 200);
    for (const s of sections) await poll(async () => (await api(`/api/stores/${storeId}/sections`, { token: owner.token, body: { sectionId: s._id } })).status === 200);
    const got = (await api(`/api/stores/${storeId}`, { token: owner.token })).body.data;
    storeItems = [...got.modules, ...got.sections];
    expect(storeItems).toHaveLength(5);
  }, 60_000);

  const bundleBody = () => ({
    storeName: 'Summer Shop',
    modules: storeItems.filter((i) => i.kind === 'module').map((i) => i._id),
    sections: storeItems.filter((i) => i.kind === 'section').map((i) => i._id),
  });

  it("zips sections, module snippets and a page template in the store's tetris order, passing theme-check", async () => {
    const res = await download('/api/user-library/theme-bundle', owner.token, bundleBody());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="liquify-summer-shop-theme.zip"');
    const zip = unzipSync(res.bytes);
    const files = new Map(Object.entries(zip).map(([path, bytes]) => [path, strFromU8(bytes)]));
    for (const dir of ['config/', 'layout/']) expect(files.has(dir)).toBe(true);
    for (const m of modules) {
      expect(files.get(`snippets/liquify-${m.slug}.liquid`)).toBe(`{% raw %}${m.code}{% endraw %}\n`);
      expect(files.get(`sections/liquify-module-${m.slug}.liquid`)).toContain(`{% render 'liquify-${m.slug}' %}`);
    }
    expect(files.get(`sections/liquify-${sections[0].slug}.liquid`)).toContain('<p class="mine">My own line</p>');
    expect(files.has(`sections/liquify-${sections[1].slug}.liquid`)).toBe(true);
    const withSettings = readSectionSchema(files.get(`sections/liquify-${customised!.slug}.liquid`)!);
    expect(withSettings?.settings?.some((x) => x.default === 'Chosen by the customer')).toBe(true);

    const template = JSON.parse(files.get('templates/page.liquify-summer-shop.json')!);
    const bySlug = new Map([...modules.map((m) => [m._id, `liquify-module-${m.slug}`] as const), ...sections.map((s) => [s._id, `liquify-${s.slug}`] as const)]);
    const expected = readingOrder(storeItems).map((i) => bySlug.get(i._id));
    expect(template.order.map((key: string) => template.sections[key].type)).toEqual(expected);

    const errors = themeCheckErrors(await runThemeCheckOnFiles(files));
    expect(formatOffenses(errors)).toBe('');
  }, 120_000);

  it('gives the same order whatever order the ids are sent in', async () => {
    const body = bundleBody();
    const a = await download('/api/user-library/theme-bundle', owner.token, body);
    const b = await download('/api/user-library/theme-bundle', owner.token, { ...body, modules: [...body.modules].reverse(), sections: [...body.sections].reverse() });
    expect(Buffer.from(b.bytes).equals(Buffer.from(a.bytes))).toBe(true);
  });

  it("refuses another customer's entries and unknown ones (404, never their code), anonymous callers (401) and bad bodies (400)", async () => {
    expectEnvelope(await api('/api/user-library/theme-bundle', { token: other.token, body: bundleBody() }), 404, M.moduleNotFoundInLibrary);
    expectEnvelope(await api('/api/user-library/theme-bundle', { token: owner.token, body: { ...bundleBody(), modules: [], sections: [modules[0]._id] } }), 404, M.sectionNotFound);
    expectEnvelope(await api('/api/user-library/theme-bundle', { token: owner.token, body: { ...bundleBody(), modules: [NO_SUCH_ID] } }), 404);
    expect((await api('/api/user-library/theme-bundle', { body: bundleBody() })).status).toBe(401);
    expectEnvelope(await api('/api/user-library/theme-bundle', { token: owner.token, body: { storeName: 'x', modules: [], sections: [] } }), 400);
    expectEnvelope(await api('/api/user-library/theme-bundle', { token: owner.token, body: { storeName: ' ', modules: [modules[0]._id] } }), 400);
    expectEnvelope(await api('/api/user-library/theme-bundle', { token: owner.token, body: { storeName: 'x', modules: [modules[0]._id, modules[0]._id] } }), 400);
  });
});

describe('a locked entry is not downloadable (items 12, 13)', () => {
  it('refuses a section and a bundle holding an entry the plan no longer allows', async () => {
    const customer = await registerUser();
    const free = await planLists(customer);
    const setPlan = async (plan: string) =>
      expect((await api(`/api/users/${customer.user.id}/subscription`, { method: 'PUT', token: admin.token, body: { subscription: { plan, status: 'active' } } })).status).toBe(200);
    await setPlan('pro');
    const freeIds = new Set(free.allowedSections.map((s) => s._id));
    const paidOnly = await poll(async () => {
      const data = (await api('/api/plans/user/current', { token: customer.token })).body?.data;
      return (data?.allowedSections as Allowed | undefined)?.find((s) => !freeIds.has(s._id));
    });
    const added = await poll(async () => {
      const r = await api('/api/user-sections/add', { token: customer.token, body: { sectionId: paidOnly._id } });
      return r.status === 201 ? r : null;
    });
    const entryId = added.body.data._id as string;
    expect((await download(`/api/user-sections/${entryId}/download`, customer.token)).status).toBe(200);

    await setPlan('free');
    const refused = await poll(async () => {
      const r = await api(`/api/user-sections/${entryId}/download`, { token: customer.token });
      return r.status === 403 ? r : null;
    });
    expectEnvelope(refused, 403, ThemeFileMessages.downloadLocked);
    const bundle = await api('/api/user-library/theme-bundle', { token: customer.token, body: { storeName: 'Locked', sections: [entryId] } });
    expectEnvelope(bundle, 403, ThemeFileMessages.bundleLocked(added.body.data.title));
  }, 120_000);
});
