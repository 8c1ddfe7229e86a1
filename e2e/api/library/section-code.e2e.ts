/**
 * A library section's code is checked before it is stored (issue 24 item 5): the same Liquid parse and
 * {% schema %} rules as the admin's saves; a refusal is 400 with the line and the reason in `details`,
 * and the stored code is unchanged.
 */
import { SECTION_CODE_MESSAGES } from '@liquify/contracts';
import { api, poll, registerUser, Session } from '../support';

let owner: Session;
let id: string;
let stored: string;

const save = (code: string) => api(`/api/user-sections/${id}`, { method: 'PUT', token: owner.token, body: { title: 'Mine', code } });

beforeAll(async () => {
  owner = await registerUser();
  // A seeded section the free plan includes (billing learns of the new account from an event: poll).
  let sectionId = '';
  await poll(async () => {
    sectionId = (await api('/api/plans/user/current', { token: owner.token })).body?.data?.allowedSections?.[0]?._id ?? '';
    return sectionId !== '';
  });
  const added = await api('/api/user-sections/add', { token: owner.token, body: { sectionId } });
  expect(added.status).toBe(201);
  id = added.body.data._id;
  stored = added.body.data.code;
});

describe('saving a library section (issue 24 item 5)', () => {
  it('refuses empty code with 400', async () => {
    for (const code of ['', '   \n  ']) {
      const res = await save(code);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'SECTION_CODE_EMPTY', error: SECTION_CODE_MESSAGES.empty });
    }
  });

  it('refuses an unclosed tag with the line and the reason', async () => {
    const res = await save('<div>\n  <h2>Title</h2>\n  {% if x %}unclosed\n</div>');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'INVALID_LIQUID', details: { line: 3, reason: expect.stringContaining('not closed') } });
    expect(res.body.error).toMatch(/^Invalid Liquid syntax at line 3: /);
  });

  it('refuses a schema that is not valid JSON, naming its line', async () => {
    const res = await save('<div>ok</div>\n{% schema %}\n{ "name": "Hero", }\n{% endschema %}');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_SECTION_SCHEMA', details: { line: 3 } });
  });

  it('kept the stored code through every refusal, and saves valid code', async () => {
    expect((await api(`/api/user-sections/${id}`, { token: owner.token })).body.data.code).toBe(stored);
    const ok = await save('<div>{% if section.settings.show %}shown{% endif %}</div>');
    expect(ok.status).toBe(200);
    expect(ok.body.data.code).toBe('<div>{% if section.settings.show %}shown{% endif %}</div>');
  });
});
