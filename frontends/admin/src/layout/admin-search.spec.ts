import type { AdminSearchGroup } from '@liquify/contracts';
import { groupErrorText, isEmptyResult, isSearchShortcut, noResultsText, shownGroups } from './admin-search';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
const hit = { kind: 'users' as const, id: 'u1', title: 'Ada', subtitle: 'ada@x.io · user', href: '/admin/users?search=ada%40x.io' };

describe('isSearchShortcut', () => {
  it('is Ctrl+K or Cmd+K, whatever the case of k', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true }))).toBe(true);
  });
  it('is not K alone, nor with Shift or Alt, nor another letter', () => {
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key('k', { metaKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key('j', { ctrlKey: true }))).toBe(false);
  });
});

describe('shownGroups / isEmptyResult', () => {
  const groups: AdminSearchGroup[] = [
    { kind: 'users', hits: [hit], error: null },
    { kind: 'modules', hits: [], error: null },
    { kind: 'tickets', hits: [], error: 'the support service answered 503' },
  ];
  it('shows kinds with hits or an error note, hides empty healthy kinds', () => {
    expect(shownGroups(groups).map((g) => g.kind)).toEqual(['users', 'tickets']);
  });
  it('is empty only when no kind found anything and none failed', () => {
    expect(isEmptyResult(groups)).toBe(false);
    expect(isEmptyResult([{ kind: 'users', hits: [], error: null }, { kind: 'plans', hits: [], error: null }])).toBe(true);
    expect(isEmptyResult([{ kind: 'users', hits: [], error: 'the identity service is unreachable' }])).toBe(false);
  });
  it('words the empty state and a failed kind', () => {
    expect(noResultsText('zzz')).toBe('No results for “zzz”');
    expect(groupErrorText('tickets', 'the support service answered 503')).toBe('Could not search tickets: the support service answered 503');
  });
});
