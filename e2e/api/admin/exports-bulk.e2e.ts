import { randomBytes } from 'node:crypto';
import { api, expectEnvelope, loginAs, NO_SUCH_ID, poll, registerUser, Session } from '../support';
import { createModule, createSection } from '../catalogue/catalogue-helpers';

/**
 * Issue #25 item 12 through the gateway: CSV exports of the admin lists (the list's filter, every page,
 * streamed, escaped, formula-looking cells kept as text) and bulk actions that keep each item's own rules
 * and report partial failures per id. Admin only.
 */
jest.setTimeout(120_000);

const tag = () => `x${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/** The data lines of a CSV answer (header first), split on CRLF; the BOM removed. */
function csvLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '');
}

function expectCsv(res: { status: number; headers: Headers }, name: string) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
  expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
}

describe('admin exports and bulk actions (e2e)', () => {
  let admin: Session;
  let customer: Session;

  beforeAll(async () => {
    [admin, customer] = await Promise.all([loginAs('admin'), registerUser()]);
  });

  it('answers 401 anonymously and 403 to a customer on every export and bulk route', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/admin/modules/export'],
      ['GET', '/api/admin/sections/export'],
      ['GET', '/api/admin/users/export'],
      ['GET', '/api/admin/support/tickets/export'],
      ['POST', '/api/admin/modules/bulk', { action: 'delete', ids: [NO_SUCH_ID] }],
      ['POST', '/api/admin/sections/bulk', { action: 'delete', ids: [NO_SUCH_ID] }],
      ['POST', '/api/admin/users/bulk', { action: 'delete', ids: [NO_SUCH_ID] }],
    ] as const) {
      expect([path, (await api(path, { method, body })).status]).toEqual([path, 401]);
      const asCustomer = await api(path, { method, body, token: customer.token });
      expect([path, asCustomer.status]).toEqual([path, 403]);
      expect(asCustomer.body.success).toBe(false);
    }
  });

  it('exports the modules of the current filter as CSV, escaped, with formula-looking cells kept as text', async () => {
    const t = tag();
    const formula = await createModule({ title: `=HYPERLINK("http://evil.test","x") ${t}`, status: 'published', tags: ['a,b', 'c'] });
    const quoted = await createModule({ title: `Say "hi", ${t}`, status: 'draft' });
    const res = await api(`/api/admin/modules/export?search=${t}`, { token: admin.token });
    expectCsv(res, 'modules');
    const lines = csvLines(res.text);
    expect(lines[0]).toBe('id,title,slug,category,status,featured,downloads,tags,createdAt,updatedAt');
    expect(lines).toHaveLength(3);
    // Newest first, like the list.
    expect(lines[1].startsWith(`${quoted._id},"Say ""hi"", ${t}",${quoted.slug},header,draft,false,0,,`)).toBe(true);
    expect(lines[2].startsWith(`${formula._id},"'=HYPERLINK(""http://evil.test"",""x"") ${t}",${formula.slug},header,published,false,0,"a,b; c",`)).toBe(true);
    // The filter applies: only the published one.
    expect(csvLines((await api(`/api/admin/modules/export?search=${t}&status=published`, { token: admin.token })).text).slice(1).map((l) => l.split(',')[0])).toEqual([formula._id]);
    expectEnvelope(await api('/api/admin/modules/export?status=live', { token: admin.token }), 400);
  });

  it('exports sections, users and tickets of their list filters', async () => {
    const t = tag();
    const section = await createSection({ title: `@cmd ${t}`, status: 'published' });
    const sections = csvLines((await api(`/api/admin/sections/export?search=${t}`, { token: admin.token })).text);
    expect(sections.slice(1)).toEqual([expect.stringMatching(new RegExp(`^${section._id},"'@cmd ${t}",${section.slug},hero,published,false,`))]);

    const person = await registerUser({ name: `+Plus ${t}` });
    const usersRes = await api(`/api/admin/users/export?search=${t}`, { token: admin.token });
    expectCsv(usersRes, 'users');
    const users = csvLines(usersRes.text);
    expect(users[0]).toBe('id,name,email,role,plan,subscriptionStatus,emailVerified,createdAt');
    expect(users.slice(1)).toEqual([expect.stringMatching(new RegExp(`^${person.user._id ?? person.user.id},"'\\+Plus ${t}",${person.email},user,free,`))]);

    const created = await api('/api/support/tickets', { token: customer.token, body: { title: `-1+1 ${t}`, description: 'A ticket to export, with "quotes", commas\nand a line break.' } });
    expect(created.status).toBe(201);
    const ticketsRes = await api(`/api/admin/support/tickets/export?search=${t}`, { token: admin.token });
    expectCsv(ticketsRes, 'tickets');
    const tickets = csvLines(ticketsRes.text);
    expect(tickets[0]).toBe('id,title,status,priority,category,customerName,customerEmail,assignee,tags,messages,createdAt,updatedAt');
    expect(tickets.slice(1)).toEqual([expect.stringContaining(`,"'-1+1 ${t}",open,`)]);
    expect(tickets[1]).toContain(customer.email);
  });

  it('bulk on modules: status, featured and delete for each id, a missing one reported without stopping the others', async () => {
    const [a, b] = [await createModule(), await createModule()];
    const published = await api('/api/admin/modules/bulk', { token: admin.token, body: { action: 'status', status: 'published', ids: [a._id, NO_SUCH_ID, b._id] } });
    expect(published.status).toBe(200);
    expect(published.body).toEqual({
      success: true,
      message: '2 of 3 updated; 1 refused',
      data: {
        succeeded: 2,
        failed: 1,
        results: [
          { id: a._id, ok: true },
          { id: NO_SUCH_ID, ok: false, status: 404, error: 'Module not found' },
          { id: b._id, ok: true },
        ],
      },
    });
    for (const m of [a, b]) expect((await api(`/api/admin/modules/${m._id}`, { token: admin.token })).body.data.status).toBe('published');

    const featured = await api('/api/admin/modules/bulk', { token: admin.token, body: { action: 'featured', featured: true, ids: [a._id, b._id] } });
    expect(featured.body.message).toBe('2 updated');
    expect((await api(`/api/admin/modules/${b._id}`, { token: admin.token })).body.data.featured).toBe(true);

    const deleted = await api('/api/admin/sections/bulk', { token: admin.token, body: { action: 'delete', ids: [a._id] } });
    expect(deleted.body.data.results).toEqual([{ id: a._id, ok: false, status: 404, error: 'Section not found' }]);
    expect((await api('/api/admin/modules/bulk', { token: admin.token, body: { action: 'delete', ids: [a._id, b._id] } })).body.message).toBe('2 deleted');
    const trash = (await api('/api/admin/modules/trash', { token: admin.token })).body.data.map((i: { _id: string }) => i._id);
    expect(trash).toEqual(expect.arrayContaining([a._id, b._id]));

    expectEnvelope(await api('/api/admin/modules/bulk', { token: admin.token, body: { action: 'status', status: 'published', ids: [] } }), 400, /Select at least one item/);
    expectEnvelope(await api('/api/admin/modules/bulk', { token: admin.token, body: { action: 'explode', ids: [a._id] } }), 400);
  });

  it('bulk on users keeps the single routes\' rules: the admin never demotes or deletes themselves, the others are changed', async () => {
    const [one, two] = [await registerUser(), await registerUser()];
    const ids = (s: Session) => s.user._id ?? s.user.id;
    const role = await api('/api/admin/users/bulk', { token: admin.token, body: { action: 'role', role: 'moderator', ids: [ids(one), ids(admin), ids(two)] } });
    expect(role.status).toBe(200);
    expect(role.body.data.succeeded).toBe(2);
    expect(role.body.data.results[1]).toMatchObject({ id: ids(admin), ok: false, error: 'You cannot change your own role' });
    expect(role.body.data.results[1].status).toBeGreaterThanOrEqual(400);
    expect(role.body.data.results[1].status).toBeLessThan(500);
    expect((await api(`/api/users/${ids(one)}`, { token: admin.token })).body.data.role).toBe('moderator');

    const plan = await api('/api/admin/users/bulk', { token: admin.token, body: { action: 'plan', plan: 'pro', ids: [ids(one), ids(two)] } });
    expect(plan.body.message).toBe('2 updated');
    await poll(async () => (await api(`/api/users/${ids(two)}`, { token: admin.token })).body?.data?.subscription?.plan === 'pro');

    const removed = await api('/api/admin/users/bulk', { token: admin.token, body: { action: 'delete', ids: [ids(admin), ids(one), ids(two)] } });
    expect(removed.body.message).toBe('2 of 3 deleted; 1 refused');
    expect(removed.body.data.results[0]).toMatchObject({ id: ids(admin), ok: false });
    expect((await api(`/api/users/${ids(one)}`, { token: admin.token })).status).toBe(404);
    expect((await api('/api/auth/me', { token: admin.token })).status).toBe(200);
  });
});
