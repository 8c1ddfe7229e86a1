import { categoryChoices } from './catalogue-filters';

describe('categoryChoices', () => {
  it('offers every counted category by name with its count', () => {
    expect(categoryChoices([{ _id: 'hero', count: 12 }, { _id: 'footer', count: 3 }, { _id: 'cta', count: 3 }])).toEqual({ cta: 'cta (3)', footer: 'footer (3)', hero: 'hero (12)' });
    expect(Object.keys(categoryChoices([{ _id: 'hero', count: 12 }, { _id: 'cta', count: 3 }]))).toEqual(['cta', 'hero']);
  });
  it('keeps the chosen category (0) when nothing has it any more, and skips nameless rows', () => {
    expect(categoryChoices([{ _id: 'hero', count: 1 }, { _id: '', count: 4 }], 'mega-menu')).toEqual({ hero: 'hero (1)', 'mega-menu': 'mega-menu (0)' });
    expect(categoryChoices([{ _id: 'hero', count: 1 }], 'hero')).toEqual({ hero: 'hero (1)' });
    expect(categoryChoices([])).toEqual({});
  });
});
