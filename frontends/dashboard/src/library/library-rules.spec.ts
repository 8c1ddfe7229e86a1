import { matchesLibrarySearch, removalConsequences } from './library-rules';

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

describe('what the remove dialog says (issue #21)', () => {
  it("names a module's snippet and the stores it leaves", () => {
    expect(removalConsequences({ kind: 'module', hasRemoteSnippet: true, storeCount: 2 })).toBe('Its remote snippet stops working; it leaves 2 stores. You can undo it from the notification that follows.');
    expect(removalConsequences({ kind: 'module', hasRemoteSnippet: true, storeCount: 1 })).toBe('Its remote snippet stops working; it leaves 1 store. You can undo it from the notification that follows.');
  });
  it('says nothing of a snippet for sections or modules without one, nor of stores when none holds it', () => {
    expect(removalConsequences({ kind: 'section', hasRemoteSnippet: true, storeCount: 3 })).toBe('It leaves 3 stores. You can undo it from the notification that follows.');
    expect(removalConsequences({ kind: 'module', hasRemoteSnippet: false, storeCount: 0 })).toBe('You can undo it from the notification that follows.');
  });
  it('still warns while the count is unknown', () => {
    expect(removalConsequences({ kind: 'module', hasRemoteSnippet: true, storeCount: undefined })).toBe('Its remote snippet stops working; it leaves every store that holds it. You can undo it from the notification that follows.');
  });
});
