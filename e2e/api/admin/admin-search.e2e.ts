import { randomBytes } from 'node:crypto';
import { ADMIN_SEARCH_KINDS, ADMIN_SEARCH_QUERY_MESSAGE } from '@liquify/contracts';
import { api, expectEnvelope, loginAs, registerUser, Session } from '../support';
import { createModule, createSection } from '../catalogue/catalogue-helpers';

/**
 * Issue #25 item 13 through the gateway: GET /api/admin/search finds users, modules, sections, plans and
 * tickets by name, e-mail, title, slug or short id, a few of each, grouped by kind. Admins only.
 */
jest.setTimeout(120_000);

const tag = () => `s${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
const search = (q: string, token?: string) => api(`/api/admin/search?q=${encodeURIComponent(q)}`, { token });
const group = (res: { body: any }, kind: string) => res.body.data.groups.find((g: any) => g.kind === kind);

describe('GET /api/admin/search (e2e)', () => {
  let admin: Session;
  let customer: Session;

  beforeAll(async () => {
    [admin, customer] = await Promise.all([loginAs('admin'), registerUser({ name: `Searchable Customer` })]);
  });

  it('answers 401 anonymously and 403 to a customer', async () => {
    expectEnvelope(await search('pro'), 401);
    expectEnvelope(await search('pro', customer.token), 403);
  });

  it('answers 400 for a missing or too short query', async () => {
    expectEnvelope(await api('/api/admin/search', { token: admin.token }), 400, ADMIN_SEARCH_QUERY_MESSAGE);
    expectEnvelope(await search(' #a ', admin.token), 400, ADMIN_SEARCH_QUERY_MESSAGE);
  });

  it('answers every kind, in order, each with its hits and no error', async () => {
    const res = await search('pro', admin.token);
    expect(res.status).toBe(200);
    expect(res.body.data.groups.map((g: any) => g.kind)).toEqual([...ADMIN_SEARCH_KINDS]);
    for (const g of res.body.data.groups) expect(g.error).toBeNull();
    expect(group(res, 'plans').hits).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'plans', title: expect.stringMatching(/pro/i), href: expect.stringMatching(/^\/admin\/plans\/edit\/[0-9a-f]{24}$/) })]),
    );
  });

  it('finds a user by e-mail, opening the users list searched for that e-mail', async () => {
    const res = await search(customer.email.toUpperCase(), admin.token);
    expect(res.status).toBe(200);
    expect(group(res, 'users').hits).toEqual([
      { kind: 'users', id: customer.user._id ?? customer.user.id, title: 'Searchable Customer', subtitle: `${customer.email} · user`, href: `/admin/users?search=${encodeURIComponent(customer.email)}` },
    ]);
  });

  it('finds a module by its slug alone (the title does not hold it), opening its editor', async () => {
    const t = tag();
    const mod = await createModule({ title: 'Quarterly banner', slug: `banner-${t}` });
    const res = await search(t, admin.token);
    expect(group(res, 'modules').hits).toEqual([expect.objectContaining({ kind: 'modules', id: mod._id, title: 'Quarterly banner', href: `/admin/modules/edit/banner-${t}` })]);
    expect(group(res, 'sections').hits).toEqual([]);
  });

  it('finds a section by title', async () => {
    const t = tag();
    const section = await createSection({ title: `Footer ${t}` });
    const res = await search(`footer ${t}`, admin.token);
    expect(group(res, 'sections').hits).toEqual([expect.objectContaining({ kind: 'sections', id: section._id, href: `/admin/sections?search=${encodeURIComponent(`Footer ${t}`)}` })]);
  });

  it('finds a ticket by its short id, with or without #, and by the last 8 characters of its id', async () => {
    const created = await api('/api/support/tickets', { token: customer.token, body: { title: `Cannot publish ${tag()}`, description: 'The publish button does nothing.' } });
    expect(created.status).toBe(201);
    const id: string = created.body.data._id;
    const shortId = id.slice(-6).toUpperCase();
    for (const q of [shortId, `#${shortId.toLowerCase()}`, id.slice(-8)]) {
      const res = await search(q, admin.token);
      expect({ q, hits: group(res, 'tickets').hits }).toEqual({
        q,
        hits: expect.arrayContaining([expect.objectContaining({ kind: 'tickets', id, subtitle: expect.stringContaining(`#${shortId}`), href: `/admin/support/tickets/${id}` })]),
      });
    }
  });
});
