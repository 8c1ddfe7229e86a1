import { api, loginAs, Session } from '../support';
import { createModule, createSection, expectEnvelope } from './catalogue-helpers';

const CONFLICT = 'This item was changed by someone else. Reload to see their changes.';
const REVISION_REQUIRED = 'Revision is required: send the revision the item was read at';

/**
 * Concurrent admin edits through the gateway (issue #25 item 3): every general update names the revision
 * it was read at; a stale one is 409 and changes nothing, so no admin's save is lost silently.
 */
describe('catalogue: admin edits carry their revision (e2e)', () => {
  let admin: Session;
  let other: Session;

  beforeAll(async () => {
    admin = await loginAs('admin');
    other = await loginAs('admin');
  });

  for (const kind of ['modules', 'sections'] as const) {
    describe(`/api/admin/${kind}/{id}`, () => {
      const create = () => (kind === 'modules' ? createModule() : createSection());
      const put = (session: Session, id: string, body: Record<string, unknown>) => api(`/api/admin/${kind}/${id}`, { method: 'PUT', token: session.token, body });

      it('two admins saving the same version in parallel: exactly one 200, one 409, the winner kept', async () => {
        const item = await create();
        expect(item.revision).toBe(0);
        const answers = await Promise.all([put(admin, item._id, { title: 'Edited by one', revision: 0 }), put(other, item._id, { title: 'Edited by two', revision: 0 })]);
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
        const lost = answers.find((a) => a.status === 409)!;
        expectEnvelope(lost, 409, CONFLICT);
        expect(lost.body.code).toBe('EDIT_CONFLICT');
        const won = answers.find((a) => a.status === 200)!.body.data;
        expect(won.revision).toBe(1);
        expect((await api(`/api/admin/${kind}/${item._id}`, { token: admin.token })).body.data).toMatchObject({ title: won.title, revision: 1 });
      });

      it('a save after someone else saved is 409; overwriting knowingly names the current revision', async () => {
        const item = await create();
        expect((await put(other, item._id, { description: 'Their words', revision: item.revision })).status).toBe(200);
        expectEnvelope(await put(admin, item._id, { description: 'My words', revision: item.revision }), 409, CONFLICT);
        const current = (await api(`/api/admin/${kind}/${item._id}`, { token: admin.token })).body.data;
        expect(current).toMatchObject({ description: 'Their words', revision: item.revision + 1 });
        const overwritten = await put(admin, item._id, { description: 'My words', revision: current.revision });
        expect(overwritten.status).toBe(200);
        expect(overwritten.body.data).toMatchObject({ description: 'My words', revision: current.revision + 1 });
      });

      it('an update without a revision (or with a malformed one) is 400 and changes nothing', async () => {
        const item = await create();
        for (const revision of [undefined, 'latest', -1, 0.5]) expectEnvelope(await put(admin, item._id, { title: 'No version', revision }), 400, REVISION_REQUIRED);
        expect((await api(`/api/admin/${kind}/${item._id}`, { token: admin.token })).body.data).toMatchObject({ title: item.title, revision: 0 });
      });
    });
  }
});
