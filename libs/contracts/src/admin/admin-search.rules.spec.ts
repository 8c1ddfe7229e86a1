import {
  adminSearchHref,
  flattenGroups,
  isSearchableQuery,
  matchesShortId,
  moveActive,
  normalizeAdminSearchQuery,
  planMatches,
  ticketSearchTerms,
  uniqueHits,
} from './admin-search.rules';
import { adminSearchQuerySchema } from './admin-search.schemas';

const ID = '665f1c2e9b1d4a0012ab34cd';

describe('normalizeAdminSearchQuery / isSearchableQuery', () => {
  it('trims, collapses blanks and drops a leading # (ticket ids are shown as #ABC123)', () => {
    expect(normalizeAdminSearchQuery('  #AB34CD ')).toBe('AB34CD');
    expect(normalizeAdminSearchQuery('##  ada   lovelace ')).toBe('ada lovelace');
  });
  it('needs two characters after normalizing', () => {
    expect(isSearchableQuery('a')).toBe(false);
    expect(isSearchableQuery(' # a ')).toBe(false);
    expect(isSearchableQuery('ad')).toBe(true);
  });
  it('the route refuses a missing, too short or too long q and hands the normalized text on', () => {
    expect(adminSearchQuerySchema.safeParse({}).success).toBe(false);
    expect(adminSearchQuerySchema.safeParse({ q: ' #a ' }).success).toBe(false);
    expect(adminSearchQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(adminSearchQuerySchema.parse({ q: ' #ab34cd ' })).toEqual({ q: 'ab34cd' });
  });
});

describe('matchesShortId', () => {
  it('matches the last 6 to 24 characters of an id, any case, with or without #', () => {
    expect(matchesShortId(ID, 'AB34CD')).toBe(true);
    expect(matchesShortId(ID, '#ab34cd')).toBe(true);
    expect(matchesShortId(ID, '12ab34cd')).toBe(true);
    expect(matchesShortId(ID, ID.toUpperCase())).toBe(true);
  });
  it('refuses fewer than 6 characters, a middle part, non-hex text and longer than an id', () => {
    expect(matchesShortId(ID, '34cd')).toBe(false);
    expect(matchesShortId(ID, '9b1d4a')).toBe(false);
    expect(matchesShortId(ID, 'zzab34cd')).toBe(false);
    expect(matchesShortId(ID, `0${ID}`)).toBe(false);
  });
});

describe('ticketSearchTerms', () => {
  it('sends the text as typed, plus the 6-character short id for a longer hex id tail', () => {
    expect(ticketSearchTerms('login problem')).toEqual(['login problem']);
    expect(ticketSearchTerms('#ab34cd')).toEqual(['ab34cd']);
    expect(ticketSearchTerms('12ab34cd')).toEqual(['12ab34cd', 'AB34CD']);
    expect(ticketSearchTerms(ID)).toEqual([ID, 'AB34CD']);
  });
});

describe('planMatches', () => {
  const plan = { _id: ID, name: 'Pro Plan', slug: 'pro' };
  it('by name or slug, any case, or by short id', () => {
    expect(planMatches(plan, 'pro p')).toBe(true);
    expect(planMatches(plan, 'PRO')).toBe(true);
    expect(planMatches(plan, 'ab34cd')).toBe(true);
    expect(planMatches(plan, 'enterprise')).toBe(false);
    expect(planMatches(plan, '  ')).toBe(false);
  });
});

describe('adminSearchHref', () => {
  it("opens each kind's admin page", () => {
    expect(adminSearchHref('users', { id: ID, search: 'a+b@x.io' })).toBe('/admin/users?search=a%2Bb%40x.io');
    expect(adminSearchHref('modules', { id: ID, slug: 'hero-banner' })).toBe('/admin/modules/edit/hero-banner');
    expect(adminSearchHref('sections', { id: ID, search: 'Big footer' })).toBe('/admin/sections?search=Big%20footer');
    expect(adminSearchHref('plans', { id: ID })).toBe(`/admin/plans/edit/${ID}`);
    expect(adminSearchHref('tickets', { id: ID })).toBe(`/admin/support/tickets/${ID}`);
  });
  it('falls back to the id when the slug or search text is missing', () => {
    expect(adminSearchHref('modules', { id: ID })).toBe(`/admin/modules/edit/${ID}`);
    expect(adminSearchHref('users', { id: ID })).toBe(`/admin/users?search=${ID}`);
  });
});

describe('uniqueHits / flattenGroups / moveActive', () => {
  it('drops repeated ids and keeps at most the limit, in order', () => {
    const hits = ['a', 'b', 'a', 'c', 'd', 'e', 'f'].map((id) => ({ id }));
    expect(uniqueHits(hits).map((h) => h.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(uniqueHits(hits, 2).map((h) => h.id)).toEqual(['a', 'b']);
  });
  it('flattens groups in display order', () => {
    expect(flattenGroups([{ hits: [1, 2] }, { hits: [] }, { hits: [3] }])).toEqual([1, 2, 3]);
  });
  it('moves down and up with wrap-around, Home and End, and nowhere in an empty list', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 3, 'Home')).toBe(0);
    expect(moveActive(1, 3, 'End')).toBe(2);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});
