import { matchesLibrarySearch } from './library-rules';

describe('library search (doc 2 §2)', () => {
  const entry = { title: 'Sticky Header', description: 'Stays on TOP', category: 'navigation' };
  it('matches title and description as case-insensitive substrings', () => {
    expect(matchesLibrarySearch(entry, 'sticky', 'module')).toBe(true);
    expect(matchesLibrarySearch(entry, 'on top', 'section')).toBe(true);
    expect(matchesLibrarySearch(entry, 'footer', 'module')).toBe(false);
  });
  it('matches the category for modules only', () => {
    expect(matchesLibrarySearch(entry, 'NAVIG', 'module')).toBe(true);
    expect(matchesLibrarySearch(entry, 'navig', 'section')).toBe(false);
  });
  it('keeps everything for an empty search', () => {
    expect(matchesLibrarySearch(entry, '  ', 'module')).toBe(true);
  });
});
