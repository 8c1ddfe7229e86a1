import MiniSearch from 'minisearch';
import { createCatalogueSearch, indexTerms, normaliseSearchText, queryTerms } from './catalogue-search';
import { loadSearchEngine } from './search-engine';

// The search engine loads on its own (search-engine.ts); these cases search once it is here.
beforeAll(() => loadSearchEngine());

const item = (title: string, extra: { description?: string; category?: string; tags?: string[] } = {}) => ({
  title,
  description: extra.description ?? '',
  category: extra.category ?? 'misc',
  tags: extra.tags ?? [],
});

const catalogue = [
  item('Announcement Bar', { description: 'A slim bar above the header for shipping news.', category: 'header' }),
  item('Sticky Add-to-Cart Bar', { description: 'Keeps the buy button in view while scrolling.', category: 'product', tags: ['conversion', 'mobile'] }),
  item('Newsletter Pop-up', { description: 'Collects e-mail addresses with a discount.', category: 'marketing', tags: ['email', 'lead capture'] }),
  item('Product Reviews', { description: 'Star ratings and reviews from customers.', category: 'social-proof', tags: ['ugc'] }),
  item('Café Menu', { description: 'Opening hours and the menu of the café.', category: 'content' }),
  item('FAQ Accordion', { description: 'Questions and answers that fold away.', category: 'faq-accordion' }),
  item('Countdown Timer', { description: 'Creates urgency before a sale ends; pairs with a popup.', category: 'cta', tags: ['urgency'] }),
];
const search = createCatalogueSearch(catalogue);
const titles = (query: string) => search.search(query)!.map((i) => i.title);

describe('the search rule (issue #24 item 8)', () => {
  it('builds its index by the first query or prepare(), once, not for a list shown without a search', async () => {
    const indexed = jest.spyOn(MiniSearch.prototype, 'addAll');
    try {
      const fresh = createCatalogueSearch(catalogue);
      expect(fresh.search('  ')!.map((i) => i.title)).toEqual(catalogue.map((i) => i.title));
      expect(indexed).not.toHaveBeenCalled();
      expect(fresh.search('popup')!.map((i) => i.title)).toEqual(['Newsletter Pop-up', 'Countdown Timer']);
      await fresh.prepare();
      fresh.search('bar');
      expect(indexed).toHaveBeenCalledTimes(1);
      await createCatalogueSearch(catalogue).prepare();
      expect(indexed).toHaveBeenCalledTimes(2);
    } finally {
      indexed.mockRestore();
    }
  });

  it("finds 'Sticky Add-to-Cart Bar' for 'sticky add to cart'", () => {
    expect(titles('sticky add to cart')).toEqual(['Sticky Add-to-Cart Bar']);
  });

  it('matches words in any order and ignores case', () => {
    expect(titles('CART sticky')).toEqual(['Sticky Add-to-Cart Bar']);
  });

  it("finds 'Newsletter Pop-up' for 'popup', 'pop-up' and 'pop up', best match (the title) first", () => {
    for (const query of ['popup', 'pop-up', 'pop up', 'Pop-Up']) expect(titles(query)[0]).toBe('Newsletter Pop-up');
    // 'popup' is also in the timer's description: it comes after the title match.
    expect(titles('popup')).toEqual(['Newsletter Pop-up', 'Countdown Timer']);
  });

  it('searches the tags', () => {
    expect(titles('conversion')).toEqual(['Sticky Add-to-Cart Bar']);
    expect(titles('lead capture')).toEqual(['Newsletter Pop-up']);
  });

  it('searches the category by slug and by label', () => {
    expect(titles('social proof')).toEqual(['Product Reviews']);
    expect(titles('social-proof')).toEqual(['Product Reviews']);
    expect(titles('marketing')).toEqual(['Newsletter Pop-up']);
  });

  it('searches the description', () => {
    expect(titles('scrolling')).toEqual(['Sticky Add-to-Cart Bar']);
  });

  it('ignores accents both ways', () => {
    expect(titles('cafe')).toEqual(['Café Menu']);
    expect(titles('CAFÉ')).toEqual(['Café Menu']);
  });

  it('tolerates one typo (a letter changed, dropped or added)', () => {
    expect(titles('newsleter')).toEqual(['Newsletter Pop-up']);
    expect(titles('stikcy')).toEqual([]); // a transposition is two edits
    expect(titles('stocky add to cart')).toEqual(['Sticky Add-to-Cart Bar']);
    expect(titles('accordionn')).toEqual(['FAQ Accordion']);
  });

  it('does not tolerate two typos', () => {
    expect(titles('nawslatter')).toEqual([]);
  });

  it('matches a word being typed by its start', () => {
    // 'newsl' is also one letter from 'news' (in a description): the word begun comes first.
    expect(titles('newsl')).toEqual(['Newsletter Pop-up', 'Announcement Bar']);
    expect(titles('sticky add to ca')).toEqual(['Sticky Add-to-Cart Bar']);
  });

  it('needs every word', () => {
    expect(titles('sticky newsletter')).toEqual([]);
  });

  it('puts a title match before a description match', () => {
    const list = createCatalogueSearch([item('Shipping Notice', { description: 'A bar about a timer.' }), item('Timer Bar', { description: 'Counts down.' })]);
    expect(list.search('timer')!.map((i) => i.title)).toEqual(['Timer Bar', 'Shipping Notice']);
  });

  it('gives every item in the given order for an empty or blank query', () => {
    expect(titles('')).toEqual(catalogue.map((i) => i.title));
    expect(titles('  - ')).toEqual(catalogue.map((i) => i.title));
  });

  it('finds nothing in an empty list', () => {
    expect(createCatalogueSearch([]).search('popup')).toEqual([]);
  });
});

describe('normalisation', () => {
  it('lowercases and drops accents', () => {
    expect(normaliseSearchText('Crème BRÛLÉE')).toBe('creme brulee');
  });
  it('indexes a hyphenated word as its parts and joined', () => {
    expect(indexTerms('Newsletter Pop-up')).toEqual(['newsletter', 'pop', 'up', 'popup']);
    expect(indexTerms('Add-to-Cart')).toEqual(['add', 'to', 'cart', 'addtocart']);
  });
  it('splits a query on hyphens and punctuation', () => {
    expect(queryTerms('Add-to-cart, bar!')).toEqual(['add', 'to', 'cart', 'bar']);
  });
});
