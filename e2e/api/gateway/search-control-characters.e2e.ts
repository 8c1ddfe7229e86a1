import { api, loginAs, registerUser, Session } from '../support';

/**
 * Issue 21 item 15: a search holding a NUL or another control character answered 500 (a raw NUL in a
 * regular expression, which BSON refuses). Every search is text: such a search answers at once, with
 * the entries that hold that text (none here), never a 500.
 */
describe('searches with control characters (e2e)', () => {
  let admin: Session;
  let customer: Session;
  const searches = ['%00', 'a%00b', '%01', 'x%7Fy', '%C2%85', 'a%E2%80%A8b'];

  beforeAll(async () => {
    admin = await loginAs('admin');
    customer = await registerUser();
  });

  const routes: Array<[string, () => string | undefined]> = [
    ['/api/support/faq', () => undefined],
    ['/api/admin/support/tickets', () => admin.token],
    ['/api/users', () => admin.token],
    ['/api/modules', () => undefined],
    ['/api/sections', () => undefined],
    ['/api/stores', () => customer.token],
    ['/api/stores/pickable?kind=module&', () => customer.token],
  ];

  it.each(routes)('GET %s?search=<control character> answers without a 500', async (path, token) => {
    for (const search of searches) {
      const res = await api(`${path}${path.includes('?') ? '' : '?'}search=${search}`, { token: token() });
      expect({ search, status: res.status, success: res.body?.success }).toEqual({ search, status: 200, success: true });
    }
  });

  it('a search with a control character finds nothing, while the same search without it still finds entries', async () => {
    const plain = await api('/api/support/faq?search=a');
    expect(plain.status).toBe(200);
    expect(plain.body.total).toBeGreaterThan(0);
    const withNul = await api('/api/support/faq?search=a%00');
    expect({ status: withNul.status, total: withNul.body.total }).toEqual({ status: 200, total: 0 });
  });

  it('the admin ticket search finds a ticket by a text holding a tab, and the same text with a NUL finds none', async () => {
    const marker = `tab-${Date.now().toString(36)}`;
    const created = await api('/api/support/tickets', { token: customer.token, body: { title: `Search ${marker}`, description: `Line one\t${marker} and more`, category: 'technical', priority: 'low' } });
    if (created.status !== 201) throw new Error(`ticket not created: ${created.status} ${created.text}`);
    const found = await api(`/api/admin/support/tickets?search=${encodeURIComponent(`one\t${marker}`)}`, { token: admin.token });
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.body)).toContain(`Search ${marker}`);
    const none = await api(`/api/admin/support/tickets?search=${encodeURIComponent(`one\t${marker}`)}%00`, { token: admin.token });
    expect(none.status).toBe(200);
    expect(JSON.stringify(none.body)).not.toContain(`Search ${marker}`);
  });
});
