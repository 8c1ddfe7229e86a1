import {
  allView,
  categoryResultCount,
  compareByFeaturedThenRating,
  categoryLabel,
  deriveCategories,
  filterByCategory,
  normalizeText,
  RankableModule,
  searchModules,
  searchScore,
  selectHeroModules,
  showcaseItems,
  shuffle,
} from './ranking';

let nextId = 0;
function mod(overrides: Partial<RankableModule> = {}): RankableModule {
  nextId += 1;
  return {
    _id: `m${nextId}`,
    title: `Module ${String(nextId).padStart(3, '0')}`,
    description: '',
    category: 'Hero',
    rating: 4,
    featured: false,
    ...overrides,
  };
}

/** A deterministic random source cycling through the given values. */
function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length];
}
const keepOrder = () => 0.999999; // Fisher–Yates with j = i everywhere leaves the order as is

describe('compareByFeaturedThenRating', () => {
  it('puts featured modules before others, whatever their rating', () => {
    const plain = mod({ rating: 5, featured: false });
    const featured = mod({ rating: 1, featured: true });
    expect([plain, featured].sort(compareByFeaturedThenRating)).toEqual([featured, plain]);
  });

  it('orders by rating, highest first, among equally featured modules', () => {
    const low = mod({ rating: 3.2 });
    const high = mod({ rating: 4.9 });
    expect([low, high].sort(compareByFeaturedThenRating)).toEqual([high, low]);
  });

  it('treats a missing rating as 0 and breaks full ties by title', () => {
    const unrated = mod({ title: 'A', rating: undefined });
    const b = mod({ title: 'B', rating: 0 });
    const a = mod({ title: 'A', rating: 0 });
    const rated = mod({ title: 'Z', rating: 0.5 });
    expect([b, unrated, rated, a].sort(compareByFeaturedThenRating).map((m) => m.title)).toEqual([
      'Z',
      'A',
      'A',
      'B',
    ]);
  });
});

describe('categoryLabel', () => {
  it.each([
    ['product-features', 'Product features'],
    ['back-to-top', 'Back to top'],
    ['social_proof', 'Social proof'],
    ['hero', 'Hero'],
    ['Hero', 'Hero'],
    ['Call to Action', 'Call to Action'],
    ['', ''],
    [null, ''],
  ])('reads %j as %j', (slug, label) => {
    expect(categoryLabel(slug)).toBe(label);
  });
});

describe('deriveCategories', () => {
  it('gives every category a chip when asked for no limit (the library showcase)', () => {
    const modules = Array.from({ length: 16 }, (_, i) => mod({ category: `category-${String(i).padStart(2, '0')}` }));
    expect(deriveCategories(modules)).toHaveLength(12);
    expect(deriveCategories(modules, { max: Infinity })).toHaveLength(17);
  });

  it('answers just All when there are no modules', () => {
    expect(deriveCategories([])).toEqual(['All']);
  });

  it('lists All first, then each category once, most populated first and ties by name', () => {
    const modules = [
      mod({ category: 'Footer' }),
      mod({ category: 'Cart' }),
      mod({ category: 'Hero' }),
      mod({ category: 'Hero' }),
      mod({ category: 'Banner' }),
    ];
    expect(deriveCategories(modules)).toEqual(['All', 'Hero', 'Banner', 'Cart', 'Footer']);
  });

  it('shows at most 12 chips including All, keeping the 11 categories with the most modules', () => {
    const modules: RankableModule[] = [];
    for (let c = 0; c < 14; c++) {
      // category c has c + 1 modules, so C13..C3 are the eleven fullest
      for (let n = 0; n <= c; n++) modules.push(mod({ category: `C${String(c).padStart(2, '0')}` }));
    }
    const chips = deriveCategories(modules);
    expect(chips).toHaveLength(12);
    expect(chips[0]).toBe('All');
    expect(chips.slice(1)).toEqual([
      'C13',
      'C12',
      'C11',
      'C10',
      'C09',
      'C08',
      'C07',
      'C06',
      'C05',
      'C04',
      'C03',
    ]);
  });

  it('ignores blank or missing categories and trims the rest', () => {
    const modules = [
      mod({ category: '  ' }),
      mod({ category: null }),
      mod({ category: ' Cart ' }),
      mod({ category: 'Cart' }),
    ];
    expect(deriveCategories(modules)).toEqual(['All', 'Cart']);
  });

  it('never repeats All even if a module is filed under it', () => {
    expect(deriveCategories([mod({ category: 'All' }), mod({ category: 'Hero' })])).toEqual(['All', 'Hero']);
  });
});

describe('normalizeText', () => {
  it('lower-cases, strips accents and collapses whitespace', () => {
    expect(normalizeText('  Café   BANNER\n')).toBe('cafe banner');
    expect(normalizeText(undefined)).toBe('');
  });
});

describe('searchScore', () => {
  it('is 0 when a word of the query is in neither title nor description', () => {
    expect(searchScore(mod({ title: 'Countdown timer', description: 'Urgency' }), 'timer banner')).toBe(0);
  });

  it('matches words found across title and description, in any case', () => {
    expect(
      searchScore(mod({ title: 'Countdown Timer', description: 'Sticky urgency bar' }), 'STICKY timer'),
    ).toBeGreaterThan(0);
  });

  it('ranks exact title > title prefix > title contains > description only', () => {
    const exact = searchScore(mod({ title: 'Size chart' }), 'size chart');
    const prefix = searchScore(mod({ title: 'Size chart popup' }), 'size chart');
    const contains = searchScore(mod({ title: 'Popup size chart' }), 'size chart');
    const inDescription = searchScore(mod({ title: 'Popup', description: 'A size chart' }), 'size chart');
    expect(exact).toBeGreaterThan(prefix);
    expect(prefix).toBeGreaterThan(contains);
    expect(contains).toBeGreaterThan(inDescription);
    expect(inDescription).toBeGreaterThan(0);
  });

  it('is 0 for a blank query', () => {
    expect(searchScore(mod({ title: 'Anything' }), '   ')).toBe(0);
  });
});

describe('searchModules', () => {
  it('finds modules by title or description and leaves out the rest', () => {
    const byTitle = mod({ title: 'Announcement bar' });
    const byDescription = mod({ title: 'Top strip', description: 'An announcement for every page' });
    const other = mod({ title: 'Reviews carousel', description: 'Social proof' });
    expect(searchModules([other, byDescription, byTitle], 'announcement')).toEqual([byTitle, byDescription]);
  });

  it('breaks equal matches by featured, then rating', () => {
    const plain = mod({ title: 'Timer A', rating: 5 });
    const better = mod({ title: 'Timer B', rating: 4.8, featured: true });
    const worse = mod({ title: 'Timer C', rating: 2, featured: true });
    expect(searchModules([plain, worse, better], 'timer')).toEqual([better, worse, plain]);
  });

  it('answers at most 15 results', () => {
    const modules = Array.from({ length: 40 }, () => mod({ title: 'Slider' }));
    expect(searchModules(modules, 'slider')).toHaveLength(15);
  });

  it('answers nothing for a blank query or when nothing matches', () => {
    const modules = [mod({ title: 'Slider' })];
    expect(searchModules(modules, '')).toEqual([]);
    expect(searchModules(modules, 'zzz')).toEqual([]);
  });
});

describe('categoryResultCount ("at least 15 or 80% of the matches")', () => {
  it.each([
    [0, 0],
    [1, 1],
    [10, 10],
    [15, 15],
    [16, 15],
    [18, 15],
    [19, 16],
    [20, 16],
    [25, 20],
    [100, 80],
    [101, 81],
  ])('shows %i matches as %i', (matches, shown) => {
    expect(categoryResultCount(matches)).toBe(shown);
  });
});

describe('filterByCategory', () => {
  it('keeps only that category, ranked by featured then rating', () => {
    const heroLow = mod({ category: 'Hero', rating: 3 });
    const heroFeatured = mod({ category: 'Hero', rating: 2, featured: true });
    const heroHigh = mod({ category: 'Hero', rating: 5 });
    const cart = mod({ category: 'Cart', rating: 5, featured: true });
    expect(filterByCategory([heroLow, cart, heroHigh, heroFeatured], 'Hero')).toEqual([
      heroFeatured,
      heroHigh,
      heroLow,
    ]);
  });

  it('shows every match of a small category', () => {
    const modules = Array.from({ length: 12 }, () => mod({ category: 'Cart' }));
    expect(filterByCategory(modules, 'Cart')).toHaveLength(12);
  });

  it('shows 80% of a large category, dropping the weakest', () => {
    const modules = Array.from({ length: 30 }, (_, i) => mod({ category: 'Cart', rating: i / 10 }));
    const result = filterByCategory(modules, 'Cart');
    expect(result).toHaveLength(24);
    expect(Math.min(...result.map((m) => Number(m.rating)))).toBeCloseTo(0.6);
  });

  it('shows 15 when 80% would be fewer', () => {
    const modules = Array.from({ length: 17 }, () => mod({ category: 'Cart' }));
    expect(filterByCategory(modules, 'Cart')).toHaveLength(15);
  });

  it('answers nothing for an unknown category', () => {
    expect(filterByCategory([mod({ category: 'Cart' })], 'Footer')).toEqual([]);
  });

  it('does not modify the list it is given', () => {
    const modules = [mod({ rating: 1 }), mod({ rating: 5 })];
    const copy = [...modules];
    filterByCategory(modules, 'Hero');
    expect(modules).toEqual(copy);
  });
});

describe('shuffle', () => {
  it('keeps every item exactly once', () => {
    const items = [1, 2, 3, 4, 5, 6];
    expect([...shuffle(items, Math.random)].sort()).toEqual(items);
  });

  it('is driven by the random source it is given', () => {
    expect(shuffle([1, 2, 3], keepOrder)).toEqual([1, 2, 3]);
    // i=2: j=floor(0*3)=0 -> [3,2,1]; i=1: j=floor(0*2)=0 -> [2,3,1]
    expect(shuffle([1, 2, 3], () => 0)).toEqual([2, 3, 1]);
  });

  it('does not modify its input', () => {
    const items = [1, 2, 3];
    shuffle(items, () => 0);
    expect(items).toEqual([1, 2, 3]);
  });
});

describe('allView', () => {
  it('answers nothing when there are no modules', () => {
    expect(allView([], Math.random)).toEqual([]);
  });

  it('shows every module when there are 12 or fewer', () => {
    const modules = Array.from({ length: 7 }, (_, i) => mod({ category: `C${i % 3}` }));
    expect(allView(modules, Math.random)).toHaveLength(7);
  });

  it('shows 12 modules in total, spread evenly over the categories', () => {
    const modules = ['Hero', 'Cart', 'Footer', 'Banner'].flatMap((category) =>
      Array.from({ length: 10 }, () => mod({ category })),
    );
    const result = allView(modules, Math.random);
    expect(result).toHaveLength(12);
    const perCategory = new Map<string, number>();
    for (const m of result)
      perCategory.set(String(m.category), (perCategory.get(String(m.category)) ?? 0) + 1);
    expect([...perCategory.values()]).toEqual([3, 3, 3, 3]);
  });

  it('takes the top items of each category by featured, then rating', () => {
    const heroTop = mod({ category: 'Hero', rating: 2, featured: true });
    const heroSecond = mod({ category: 'Hero', rating: 5 });
    const heroRest = Array.from({ length: 10 }, () => mod({ category: 'Hero', rating: 1 }));
    const cartTop = mod({ category: 'Cart', rating: 4.5 });
    const cartRest = Array.from({ length: 10 }, () => mod({ category: 'Cart', rating: 1 }));
    const result = allView([...heroRest, heroSecond, ...cartRest, heroTop, cartTop], Math.random);
    expect(result).toHaveLength(12);
    expect(result).toEqual(expect.arrayContaining([heroTop, heroSecond, cartTop]));
  });

  it('lets the strongest categories give the extra items when 12 does not divide evenly', () => {
    // five categories: 12 = 3 + 3 + 2 + 2 + 2, the strongest categories (by best item) get 3
    const categories = ['A', 'B', 'C', 'D', 'E'];
    const modules = categories.flatMap((category, c) =>
      Array.from({ length: 5 }, (_, n) => mod({ category, rating: 5 - c * 0.1 - n * 0.01 })),
    );
    const result = allView(modules, keepOrder);
    const count = (category: string) => result.filter((m) => m.category === category).length;
    expect(categories.map(count)).toEqual([3, 3, 2, 2, 2]);
  });

  it('shows the best module of the 12 strongest categories when there are more than 12', () => {
    const modules = Array.from({ length: 20 }, (_, c) => [
      mod({ category: `C${c}`, rating: c / 10 }),
      mod({ category: `C${c}`, rating: c / 10 - 0.01 }),
    ]).flat();
    const result = allView(modules, keepOrder);
    expect(result).toHaveLength(12);
    expect(new Set(result.map((m) => m.category)).size).toBe(12);
    expect(result.map((m) => m.category)).not.toContain('C0');
    expect(result.map((m) => m.category)).toContain('C19');
  });

  it('puts the pick in an order decided by the random source', () => {
    const modules = Array.from({ length: 12 }, (_, i) => mod({ category: `C${i}`, rating: 5 - i / 100 }));
    const ranked = allView(modules, keepOrder);
    expect(ranked.map((m) => m.category)).toEqual(modules.map((m) => m.category));
    const shuffled = allView(modules, sequence(0.1, 0.7, 0.3, 0.9, 0.5));
    expect(shuffled).not.toEqual(ranked);
    expect([...shuffled].sort(compareByFeaturedThenRating)).toEqual(ranked);
    expect(allView(modules, sequence(0.1, 0.7, 0.3, 0.9, 0.5))).toEqual(shuffled);
  });

  it('groups modules without a category together', () => {
    const modules = [mod({ category: undefined }), mod({ category: '' }), mod({ category: 'Hero' })];
    expect(allView(modules, keepOrder)).toHaveLength(3);
  });
});

describe('selectHeroModules', () => {
  const modules = [
    ...Array.from({ length: 20 }, (_, i) => mod({ category: 'Hero', title: `Hero banner ${i}` })),
    ...Array.from({ length: 20 }, (_, i) =>
      mod({ category: 'Cart', title: `Cart drawer ${i}`, description: 'banner' }),
    ),
  ];

  it('shows the All view when there is neither a query nor a category', () => {
    expect(selectHeroModules(modules, { query: '', category: 'All' }, Math.random)).toHaveLength(12);
  });

  it('shows the category filter when a chip is chosen and nothing is typed', () => {
    const result = selectHeroModules(modules, { query: '  ', category: 'Cart' }, Math.random);
    expect(result).toHaveLength(16);
    expect(result.every((m) => m.category === 'Cart')).toBe(true);
  });

  it('searches across every category under All, at most 15', () => {
    const result = selectHeroModules(modules, { query: 'banner', category: 'All' }, Math.random);
    expect(result).toHaveLength(15);
    expect(result.every((m) => m.category === 'Hero')).toBe(true); // title hits outrank description hits
  });

  it('searches within the chosen category', () => {
    const result = selectHeroModules(modules, { query: 'banner', category: 'Cart' }, Math.random);
    expect(result).toHaveLength(15);
    expect(result.every((m) => m.category === 'Cart')).toBe(true);
  });

  it('answers nothing when the search matches nothing', () => {
    expect(selectHeroModules(modules, { query: 'wishlist', category: 'All' }, Math.random)).toEqual([]);
  });
});

describe('showcaseItems', () => {
  it('shows at most 12 items, featured first then by rating', () => {
    const items = Array.from({ length: 20 }, (_, i) =>
      mod({ category: i % 2 ? 'Cart' : 'Hero', rating: i / 10 }),
    );
    const featured = mod({ category: 'Cart', rating: 0, featured: true });
    const result = showcaseItems([...items, featured], 'All');
    expect(result).toHaveLength(12);
    expect(result[0]).toBe(featured);
    expect(result.slice(1).map((m) => m.rating)).toEqual([
      1.9, 1.8, 1.7, 1.6, 1.5, 1.4, 1.3, 1.2, 1.1, 1, 0.9,
    ]);
  });

  it('keeps only the chosen category', () => {
    const items = [mod({ category: 'Cart' }), mod({ category: 'Hero' }), mod({ category: 'Cart' })];
    const result = showcaseItems(items, 'Cart');
    expect(result).toHaveLength(2);
    expect(result.every((m) => m.category === 'Cart')).toBe(true);
  });

  it('orders items without ratings (sections) featured first, then by title', () => {
    const b = mod({ title: 'B', rating: undefined });
    const a = mod({ title: 'A', rating: undefined });
    const star = mod({ title: 'Z', rating: undefined, featured: true });
    expect(showcaseItems([b, a, star], 'All')).toEqual([star, a, b]);
  });

  it('answers nothing for an empty list', () => {
    expect(showcaseItems([], 'All')).toEqual([]);
  });
});
