import { loadSearchEngine } from '../search/search-engine';
import { librarySearch, lockedNote, removalConsequences } from './library-rules';

// The search engine loads on its own (search-engine.ts); these cases search once it is here.
beforeAll(() => loadSearchEngine());

describe('library search (doc 2 §2, issue #24 item 8)', () => {
  const entries = [
    { title: 'Sticky Header', description: 'Stays on TOP', category: 'navigation' },
    { title: 'Sticky Add-to-Cart Bar', description: 'The buy button in view', category: 'cart' },
    { title: 'Newsletter Pop-up', description: 'Collects e-mails', category: 'marketing' },
  ];
  const titles = (kind: 'module' | 'section', query: string) => librarySearch(entries, kind).search(query)!.map((e) => e.title);
  it('matches title and description, words in any order, ignoring case and hyphens', () => {
    expect(titles('module', 'sticky')).toEqual(['Sticky Header', 'Sticky Add-to-Cart Bar']);
    expect(titles('section', 'on top')).toEqual(['Sticky Header']);
    expect(titles('module', 'sticky add to cart')).toEqual(['Sticky Add-to-Cart Bar']);
    expect(titles('module', 'popup')).toEqual(['Newsletter Pop-up']);
    expect(titles('module', 'footer')).toEqual([]);
  });
  it('tolerates one typo', () => {
    expect(titles('section', 'newsleter')).toEqual(['Newsletter Pop-up']);
  });
  it('matches the category for modules only', () => {
    expect(titles('module', 'NAVIG')).toEqual(['Sticky Header']);
    expect(titles('section', 'navig')).toEqual([]);
  });
  it('keeps everything, in order, for an empty search', () => {
    expect(titles('module', '  ')).toEqual(entries.map((e) => e.title));
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

describe('why a library entry is locked (issue #24 item 9)', () => {
  it('says the catalogue retired an item, not that it left the plan', () => {
    expect(lockedNote({ locked: true, lockReason: 'plan', retired: true })).toBe('Locked: this item was retired from the catalogue, so no plan includes it any more. Read-only.');
    expect(lockedNote({ locked: true, lockReason: 'plan', retired: false })).toBe('Locked: no longer in your plan. Read-only until you upgrade.');
  });
  it('names the plan limit first, and nothing for an unlocked entry', () => {
    expect(lockedNote({ locked: true, lockReason: 'limit', retired: true })).toBe('Locked: your plan now holds fewer items than your library. Read-only until you upgrade.');
    expect(lockedNote({ locked: false, lockReason: null, retired: true })).toBeNull();
  });
});
