import { catalogueCategoryLabel, isSafeAssetUrl, isValidCategory, isValidSlug, maySeeSource, normaliseCategory, normaliseTags, rankCategories, slugFromTitle, SLUG_MAX_LENGTH } from './catalogue.rules';

describe('slugFromTitle (doc 3 §5 Generate button)', () => {
  it.each([
    ['Sticky Add To Cart', 'sticky-add-to-cart'],
    ['  FAQ -- Accordion!!  ', 'faq-accordion'],
    ['Free shipping: $50+', 'free-shipping-50'],
    ['Crème brûlée Bar', 'creme-brulee-bar'],
    ['Countdown 2.0', 'countdown-2-0'],
    ['___', ''],
    ['', ''],
    ['日本語', ''],
  ])('turns %j into %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('produces only valid slugs (or empty) and cuts long titles at a word boundary', () => {
    const long = 'word '.repeat(60);
    const slug = slugFromTitle(long);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(isValidSlug(slug)).toBe(true);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('isValidSlug', () => {
  it.each(['a', 'abc-123', '2024-sale', 'x-y-z'])('accepts %j', (slug) => expect(isValidSlug(slug)).toBe(true));
  it.each(['', 'Abc', 'a_b', 'a--b', '-a', 'a-', 'a b', 'é', 'a/b', '../x', 'x'.repeat(SLUG_MAX_LENGTH + 1)])('refuses %j', (slug) =>
    expect(isValidSlug(slug)).toBe(false),
  );
});

describe('normaliseTags (doc 3 §5: trimmed and de-duplicated)', () => {
  it('trims, drops blanks and keeps the first of duplicates in order', () => {
    expect(normaliseTags([' sale ', 'sale', '', '  ', 'urgency', 'Sale', 'urgency '])).toEqual(['sale', 'urgency', 'Sale']);
  });
  it('splits a comma-separated text', () => {
    expect(normaliseTags('a, b ,,a')).toEqual(['a', 'b']);
  });
  it('ignores values that are not texts or numbers', () => {
    expect(normaliseTags(['ok', null, { x: 1 }, 42, ['nested']])).toEqual(['ok', '42']);
    expect(normaliseTags(undefined)).toEqual([]);
    expect(normaliseTags(7)).toEqual([]);
  });
});

describe('normaliseCategory (doc 3 §5: custom category trimmed and lowercased; first entry of a list)', () => {
  it.each([
    ['  Trust Badges ', 'trust badges'],
    [['Header', 'footer'], 'header'],
    ['COUNTDOWN-TIMER', 'countdown-timer'],
    ['a   b', 'a b'],
    [[], ''],
    [42, ''],
    [undefined, ''],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseCategory(input)).toBe(expected);
  });

  it('accepts letters, digits, spaces, hyphens, underscores and & only', () => {
    expect(isValidCategory('call to action')).toBe(true);
    expect(isValidCategory('size_charts & fit')).toBe(true);
    expect(isValidCategory('catégorie')).toBe(true);
    expect(isValidCategory('<script>')).toBe(false);
    expect(isValidCategory('-lead')).toBe(false);
    expect(isValidCategory('')).toBe(false);
    expect(isValidCategory('x'.repeat(51))).toBe(false);
  });
});

describe('isSafeAssetUrl (thumbnails, demo URLs, images)', () => {
  it.each(['https://cdn.example.com/a.png', 'http://example.com/x?y=1#z', '/placeholders/categories/sections.svg', '/api/catalogue-assets/thumbnails/modules/a.svg?v=1'])(
    'accepts %j',
    (url) => expect(isSafeAssetUrl(url)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/x.png',
    'ftp://example.com/a.png',
    'relative/path.png',
    'https://',
    '/a b.png',
    '/x"onerror="alert(1)',
    '',
    `https://example.com/${'a'.repeat(2100)}`,
  ])('refuses %j', (url) => expect(isSafeAssetUrl(url)).toBe(false));
});

describe('rankCategories (doc 3 §2 dashboard categories)', () => {
  it('orders categories by item count, most first, ties by name', () => {
    expect(rankCategories([{ _id: 'footer', count: 2 }, { _id: 'hero', count: 5 }, { _id: 'cta', count: 2 }])).toEqual([
      { _id: 'hero', count: 5 },
      { _id: 'cta', count: 2 },
      { _id: 'footer', count: 2 },
    ]);
  });

  it("counts items without a category under 'uncategorized'", () => {
    expect(rankCategories([{ _id: null, count: 1 }, { _id: '', count: 2 }, { _id: 'uncategorized', count: 1 }])).toEqual([{ _id: 'uncategorized', count: 4 }]);
    expect(rankCategories([])).toEqual([]);
  });
});

describe('maySeeSource (doc 2 §1: locked items are visible but cannot be opened)', () => {
  const allowed = new Set(['allowed-id']);
  it.each([
    ['an anonymous visitor, even for an item every plan allows', undefined, 'allowed-id', false],
    ['a customer whose plan allows the item', { role: 'user' }, 'allowed-id', true],
    ['a customer whose plan does not allow it', { role: 'user' }, 'other-id', false],
    ['a moderator is a customer here: the plan decides', { role: 'moderator' }, 'other-id', false],
    ['an admin, whatever the plan', { role: 'admin' }, 'other-id', true],
  ] as const)('%s', (_name, caller, itemId, expected) => {
    expect(maySeeSource(caller, allowed, itemId)).toBe(expected);
  });
  it('refuses everyone but admins when the plan allows nothing', () => {
    expect(maySeeSource({ role: 'user' }, new Set(), 'allowed-id')).toBe(false);
    expect(maySeeSource({ role: 'admin' }, new Set(), 'allowed-id')).toBe(true);
  });
});

describe('catalogueCategoryLabel (issue #24 item 9)', () => {
  it.each([
    ['faq-accordion', 'FAQ Accordion'],
    ['cta', 'CTA'],
    ['add_to_cart', 'Add To Cart'],
    ['header', 'Header'],
    ['social proof', 'Social Proof'],
    ['', ''],
  ])('%p reads %p', (slug, label) => {
    expect(catalogueCategoryLabel(slug)).toBe(label);
  });
});
