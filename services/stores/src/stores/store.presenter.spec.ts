import { Types } from 'mongoose';
import { LibraryEntryDoc } from '../library-entries/library-entries.schema';
import { presentPickable, presentStore, presentSummary } from './store.presenter';
import { StoreItemDoc } from './store-items.schema';
import { StoreDoc } from './stores.schema';

const at = new Date('2026-01-02T03:04:05.000Z');
const store: StoreDoc = {
  _id: new Types.ObjectId('65a000000000000000000001'),
  userId: 'u1',
  name: 'Main',
  description: 'd',
  color: '#6366f1',
  icon: 'store',
  createdAt: at,
  updatedAt: at,
  deletedAt: null,
};
const entry = (
  id: string,
  kind: 'module' | 'section',
  over: Partial<LibraryEntryDoc> = {},
): LibraryEntryDoc => ({
  _id: id,
  userId: 'u1',
  kind,
  catalogueId: `c-${id}`,
  slug: id,
  title: `T ${id}`,
  description: `D ${id}`,
  category: 'hero',
  thumbnail: `/t/${id}.svg`,
  featured: false,
  createdAt: at,
  eventAt: at,
  removedAt: null,
  lock: null,
  lockAt: null,
  ...over,
});
const item = (entryId: string, kind: 'module' | 'section'): StoreItemDoc => ({
  _id: new Types.ObjectId(),
  storeId: String(store._id),
  userId: 'u1',
  entryId,
  kind,
  addedAt: at,
  removedAt: null,
});

describe('store answers', () => {
  it('a summary carries counts (0 when the store holds nothing) and the read-only flag', () => {
    expect(presentSummary(store, undefined, true)).toEqual({
      _id: '65a000000000000000000001',
      name: 'Main',
      description: 'd',
      color: '#6366f1',
      icon: 'store',
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-01-02T03:04:05.000Z',
      moduleCount: 0,
      sectionCount: 0,
      readOnly: true,
    });
    expect(presentSummary(store, { module: 2, section: 1 }, false)).toMatchObject({
      moduleCount: 2,
      sectionCount: 1,
      readOnly: false,
    });
  });

  it('a store lists its modules and sections as _id, kind, title, thumbnail, featured, in placement order', () => {
    const answer = presentStore(
      store,
      [item('m2', 'module'), item('s1', 'section'), item('m1', 'module')],
      [entry('m1', 'module', { featured: true }), entry('m2', 'module'), entry('s1', 'section')],
      false,
    );
    expect(answer.modules.map((m) => m._id)).toEqual(['m2', 'm1']);
    expect(answer.modules[1]).toEqual({
      _id: 'm1',
      kind: 'module',
      title: 'T m1',
      thumbnail: '/t/m1.svg',
      featured: true,
      addedAt: '2026-01-02T03:04:05.000Z',
    });
    expect(answer.sections.map((s) => s._id)).toEqual(['s1']);
    expect(answer).toMatchObject({ moduleCount: 2, sectionCount: 1 });
  });

  it('leaves out an item whose library entry is gone, and counts what it shows', () => {
    const answer = presentStore(
      store,
      [item('m1', 'module'), item('gone', 'module')],
      [entry('m1', 'module')],
      false,
    );
    expect(answer.modules.map((m) => m._id)).toEqual(['m1']);
    expect(answer.moduleCount).toBe(1);
  });

  it('a pickable item adds description, category, createdAt and whether the store holds it', () => {
    expect(presentPickable(entry('s1', 'section', { featured: true }), true)).toEqual({
      _id: 's1',
      kind: 'section',
      title: 'T s1',
      description: 'D s1',
      category: 'hero',
      thumbnail: '/t/s1.svg',
      featured: true,
      createdAt: '2026-01-02T03:04:05.000Z',
      inStore: true,
    });
  });
});
