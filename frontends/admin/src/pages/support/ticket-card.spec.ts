import { cardTags, contextAdminLink, contextLabel, ratingLabel, toggled, toggledAll } from './ticket-card';

describe('admin ticket card rules (doc 3 §2, §9)', () => {
  it("shows at most 2 tags then '+N' for the rest", () => {
    expect(cardTags([])).toEqual({ shown: [], more: 0 });
    expect(cardTags(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(cardTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b'], more: 3 });
  });

  it("names the ticket's attached item, marks a deleted one, and links a module to its editor", () => {
    const module = { type: 'module' as const, id: 'm1', title: 'Hero Banner', slug: 'hero-banner', exists: true };
    expect(contextLabel(module)).toBe('Module: Hero Banner');
    expect(contextAdminLink(module)).toBe('/admin/modules/edit/hero-banner');
    const entry = { type: 'library-entry' as const, id: 'l1', title: 'Footer', kind: 'section' as const, slug: 'footer', exists: false };
    expect(contextLabel(entry)).toBe('Library entry (section): Footer (deleted)');
    expect(contextAdminLink(entry)).toBeNull();
    expect(contextLabel({ type: 'store', id: 's1', title: 'Main Street', exists: true })).toBe('Store: Main Street');
  });

  it('selects tickets one by one, and all on the page or none with select-all', () => {
    expect([...toggled(new Set(['a']), 'b')]).toEqual(['a', 'b']);
    expect([...toggled(new Set(['a', 'b']), 'a')]).toEqual(['b']);
    expect([...toggledAll(new Set(['a']), ['a', 'b', 'c'])].sort()).toEqual(['a', 'b', 'c']);
    expect([...toggledAll(new Set(['a', 'b', 'c', 'z']), ['a', 'b', 'c'])]).toEqual(['z']);
  });
});

describe("the customer's feedback on a resolved ticket (issue #24 item 10)", () => {
  it('says whether it solved the problem, with the comment when there is one', () => {
    expect(ratingLabel(null)).toBeNull();
    expect(ratingLabel({ helpful: true, comment: '' })).toBe('👍 Solved the problem');
    expect(ratingLabel({ helpful: false, comment: 'Still broken on mobile' })).toBe('👎 Did not solve the problem: “Still broken on mobile”');
  });
});
