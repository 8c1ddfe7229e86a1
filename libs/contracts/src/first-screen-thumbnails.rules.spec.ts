import { allowedFirst, FIRST_ROW_CARDS, firstScreenThumbnails, gridColumnsAt } from './first-screen-thumbnails.rules';

const card = (id: string, thumbnail?: string | null) => ({ _id: id, slug: id, title: id, ...(thumbnail === undefined ? {} : { thumbnail }) });
const catalogue = (...cards: unknown[]) => ({ success: true, data: cards });
const plan = (allowedModules: unknown[]) => ({ success: true, data: { slug: 'free', allowedModules } });

describe('allowedFirst', () => {
  it("puts the plan's allowed items first, each group in the list's order", () => {
    expect(allowedFirst([card('a'), card('b'), card('c'), card('d')], new Set(['c', 'a'])).map((c) => c._id)).toEqual(['a', 'c', 'b', 'd']);
  });
});

describe('gridColumnsAt (the catalogue grid as its classes lay it out)', () => {
  it('has one column on a phone, two from 640 px, three from 1280, four from 1536', () => {
    expect([0, 375, 639, 640, 1279, 1280, 1535, 1536, 2560].map(gridColumnsAt)).toEqual([1, 1, 1, 2, 2, 3, 3, 4, 4]);
    expect(gridColumnsAt(10_000)).toBe(FIRST_ROW_CARDS);
  });
});

describe('firstScreenThumbnails (what /dashboard/modules shows first, fetched ahead)', () => {
  const six = catalogue(...['a', 'b', 'c', 'd', 'e', 'f'].map((id) => card(id, `/t/${id}.svg`)));

  it("names the first row's thumbnails, the plan's allowed modules first (ids or items)", () => {
    expect(firstScreenThumbnails(six, plan(['e', { _id: 'c' }]))).toEqual(['/t/c.svg', '/t/e.svg', '/t/a.svg', '/t/b.svg']);
    expect(FIRST_ROW_CARDS).toBe(4);
  });

  it("keeps the catalogue's order when the plan allows nothing or did not answer", () => {
    expect(firstScreenThumbnails(six, plan([]))).toEqual(['/t/a.svg', '/t/b.svg', '/t/c.svg', '/t/d.svg']);
    expect(firstScreenThumbnails(six, { success: false, error: 'Unauthorized' })).toEqual(['/t/a.svg', '/t/b.svg', '/t/c.svg', '/t/d.svg']);
    expect(firstScreenThumbnails(six, undefined, 2)).toEqual(['/t/a.svg', '/t/b.svg']);
  });

  it('skips a first card without a thumbnail (its placeholder needs no image) and names nothing from another shape', () => {
    expect(firstScreenThumbnails(catalogue(card('a', null), card('b', '/t/b.svg'), card('c', '')), plan([]))).toEqual(['/t/b.svg']);
    expect(firstScreenThumbnails({ success: false, error: 'down' }, plan([]))).toEqual([]);
    expect(firstScreenThumbnails(null, null)).toEqual([]);
    expect(firstScreenThumbnails(catalogue('x', 3, null), plan([]))).toEqual([]);
  });
});
