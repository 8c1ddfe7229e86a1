import { TrashPurgeJob } from '../src/catalogue/trash-purge.job';
import { CatalogueHarness } from './support';

jest.setTimeout(60_000);

const DAY = 24 * 60 * 60 * 1000;

/** The trash (issue #25 item 11) on real FerretDB + Kafka + Redis: delete, list, restore, purge after 30 days. */
describe('catalogue trash', () => {
  let h: CatalogueHarness;

  beforeAll(async () => {
    h = await CatalogueHarness.start();
  });
  afterAll(async () => {
    await h?.close();
  });

  const trash = async (kind: 'modules' | 'sections') => (await h.admin('GET', `/api/admin/${kind}/trash`)).body.data as { _id: string; slug: string; daysLeft: number }[];

  it('a deleted module is hidden, listed in the trash, and restored as it was with the restored event', async () => {
    const m = await h.createModule({ status: 'published', tags: ['kept'] });
    expect((await h.admin('DELETE', `/api/admin/modules/${m._id}`)).status).toBe(200);
    expect((await h.admin('GET', `/api/admin/modules/${m._id}`)).status).toBe(404);
    expect((await h.http('GET', `/api/modules/${m.slug}`)).status).toBe(404);
    expect(await trash('modules')).toEqual(expect.arrayContaining([expect.objectContaining({ _id: m._id, slug: m.slug, kind: 'module', daysLeft: 30 })]));

    const restored = await h.admin('POST', `/api/admin/modules/${m._id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ _id: m._id, slug: m.slug, status: 'published', tags: ['kept'] });
    const event = await h.waitForEvent('catalogue.module.restored.v1', (e) => e.envelope.data.id === m._id);
    expect(event.envelope.data).toMatchObject({ slug: m.slug, status: 'published' });
    expect((await h.http('GET', `/api/modules/${m.slug}`)).status).toBe(200);
    expect((await trash('modules')).some((t) => t._id === m._id)).toBe(false);
    expect((await h.admin('POST', `/api/admin/modules/${m._id}/restore`)).status).toBe(404);
  });

  it('restoring a section whose slug was taken meanwhile answers 409 and keeps it in the trash', async () => {
    const s = await h.createSection();
    await h.admin('DELETE', `/api/admin/sections/${s._id}`);
    const again = await h.createSection({ slug: s.slug });
    const refused = await h.admin('POST', `/api/admin/sections/${s._id}/restore`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Another section now uses this slug: change its slug, then restore this one');
    expect((await trash('sections')).some((t) => t._id === s._id)).toBe(true);
    await h.admin('DELETE', `/api/admin/sections/${again._id}`);
    expect((await h.admin('POST', `/api/admin/sections/${s._id}/restore`)).body.data.slug).toBe(s.slug);
  });

  it('the purge deletes for good what has been in the trash 30 days, with the deleted event, and nothing younger', async () => {
    const m = await h.createModule();
    await h.admin('DELETE', `/api/admin/modules/${m._id}`);
    const job = h.app.get(TrashPurgeJob);
    await job.runOnce(new Date(Date.now() + 29 * DAY));
    expect((await trash('modules')).some((t) => t._id === m._id)).toBe(true);

    expect(await job.runOnce(new Date(Date.now() + 30 * DAY + 1000))).toBeGreaterThanOrEqual(1);
    const event = await h.waitForEvent('catalogue.module.deleted.v1', (e) => e.envelope.data.id === m._id);
    expect(event.envelope.data).toEqual({ id: m._id, slug: m.slug });
    expect((await trash('modules')).some((t) => t._id === m._id)).toBe(false);
    expect((await h.admin('POST', `/api/admin/modules/${m._id}/restore`)).status).toBe(404);
  });
});
