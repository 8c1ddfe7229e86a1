import { createCatalogueSearch } from '../../search/catalogue-search';
import { loadSearchEngine } from '../../search/search-engine';
import { allowedFirst, cardsToRender, categoriesOf, filterCatalogue, FIRST_PAINT_CARDS, firstPaintCardsAt, firstRowOf, paginate, positionsOf } from './catalogue-rules';

// The search engine loads on its own (search-engine.ts); these cases search once it is here.
beforeAll(() => loadSearchEngine());

const item = (id: string, title: string, category = 'header', description = '') => ({ _id: id, title, description, category });

describe('module catalogue rules (doc 2 §2, §4)', () => {
  it('derives the chips: All plus the sorted categories', () => {
    expect(categoriesOf([item('1', 'a', 'upsell'), item('2', 'b', 'header'), item('3', 'c', 'upsell')])).toEqual(['All', 'header', 'upsell']);
  });

  it('lists modules allowed by the plan first', () => {
    const list = [item('a', 'A'), item('b', 'B'), item('c', 'C'), item('d', 'D')];
    expect(allowedFirst(list, new Set(['c', 'a'])).map((i) => i._id)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('filters by category and search together, through the shared search rule', () => {
    const list = [item('1', 'Sticky Header', 'header'), item('2', 'Sticky Cart', 'cart'), item('3', 'Logo', 'header')];
    const index = createCatalogueSearch(list);
    expect(filterCatalogue(index, { search: 'sticky', category: 'header' })!.map((i) => i._id)).toEqual(['1']);
    expect(filterCatalogue(index, { search: 'STICKY', category: 'All' })!.map((i) => i._id)).toEqual(['1', '2']);
    expect(filterCatalogue(index, { search: '', category: 'All' })).toHaveLength(3);
    expect(filterCatalogue(index, { search: '  ', category: 'header' })!.map((i) => i._id)).toEqual(['1', '3']);
  });

  it('lists the best match first and keeps the list order between equal matches', () => {
    const list = [
      item('1', 'Logo', 'header', 'A countdown in the logo'),
      item('2', 'Countdown Bar', 'countdown-timer', 'A sale timer'),
      item('3', 'Cart', 'cart', ''),
      item('4', 'Countdown Banner', 'banner', ''),
    ];
    const index = createCatalogueSearch(list);
    expect(filterCatalogue(index, { search: 'countdown', category: 'All' })!.map((i) => i._id)).toEqual(['2', '4', '1']);
    expect(filterCatalogue(index, { search: 'zzz', category: 'All' })).toEqual([]);
  });

  it('pages 20 at a time with "Page x of y" figures', () => {
    const list = Array.from({ length: 51 }, (_, i) => i);
    expect(paginate(list, 1)).toMatchObject({ page: 1, totalPages: 3 });
    expect(paginate(list, 1).items).toHaveLength(20);
    expect(paginate(list, 3).items).toEqual([40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
    expect(paginate(list, 9).page).toBe(3);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, totalPages: 1 });
  });

  it('makes the cards above the fold first, then keeps every card of the catalogue', () => {
    const ordered = Array.from({ length: 51 }, (_, i) => i);
    const shown = ordered.slice(20, 40);
    expect(cardsToRender(ordered, shown, false)).toEqual(shown.slice(0, FIRST_PAINT_CARDS));
    expect(cardsToRender(ordered, shown, true)).toBe(ordered);
    expect(cardsToRender(ordered, shown.slice(0, 3), false)).toEqual(shown.slice(0, 3));
  });

  it("makes the grid's first two rows at the screen's width first: two cards on a phone, eight on the widest screen", () => {
    expect([390, 768, 1280, 1920].map(firstPaintCardsAt)).toEqual([2, 4, 6, 8]);
    const ordered = Array.from({ length: 20 }, (_, i) => i);
    expect(cardsToRender(ordered, ordered, false, firstPaintCardsAt(390))).toEqual([0, 1]);
  });

  it('puts the shown cards first, in the order shown, when a search ranks them out of the page order', () => {
    const ordered = [0, 1, 2, 3, 4, 5];
    expect(cardsToRender(ordered, [1, 3, 4], true)).toBe(ordered);
    expect(cardsToRender(ordered, [4, 1], true)).toEqual([4, 1, 0, 2, 3, 5]);
  });

  it("gives each shown card its place on the page; the others are hidden", () => {
    const positions = positionsOf([{ _id: 'c' }, { _id: 'a' }]);
    expect(positions.get('c')).toBe(0);
    expect(positions.get('a')).toBe(1);
    expect(positions.has('b')).toBe(false);
  });

  it("names the first row a first visit shows: the plan's allowed modules first", () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ _id: id }));
    expect(firstRowOf(items, new Set(['e', 'c'])).map((i) => i._id)).toEqual(['c', 'e', 'a', 'b']);
    expect(firstRowOf(items, new Set()).map((i) => i._id)).toEqual(['a', 'b', 'c', 'd']);
    expect(firstRowOf(items.slice(0, 2), new Set())).toHaveLength(2);
  });

  it('sorts categories by their slug without a collator', () => {
    expect(categoriesOf([{ category: 'upsell' }, { category: 'back-to-top' }, { category: 'faq-accordion' }, { category: 'announcement-bar' }])).toEqual([
      'All',
      'announcement-bar',
      'back-to-top',
      'faq-accordion',
      'upsell',
    ]);
  });
});
