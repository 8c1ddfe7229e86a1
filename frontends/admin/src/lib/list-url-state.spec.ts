import { pageOf, readListState, withListChange } from './list-url-state';

const params = (query: string) => new URLSearchParams(query);

describe('list URL state', () => {
  it('reads the page as a whole number from 1, else 1', () => {
    expect(pageOf(null)).toBe(1);
    expect(pageOf('')).toBe(1);
    expect(pageOf('0')).toBe(1);
    expect(pageOf('-2')).toBe(1);
    expect(pageOf('2.5')).toBe(1);
    expect(pageOf('abc')).toBe(1);
    expect(pageOf('99999999999999999999')).toBe(1);
    expect(pageOf('3')).toBe(3);
  });

  it('reads search, filters and page, the defaults for what is absent, ignoring unknown parameters', () => {
    const defaults = { search: '', filters: { status: '', category: 'all' } };
    expect(readListState(params(''), defaults)).toEqual({ search: '', filters: { status: '', category: 'all' }, page: 1 });
    expect(readListState(params('search=hero&status=draft&page=4&tab=faq&other=x'), defaults)).toEqual({ search: 'hero', filters: { status: 'draft', category: 'all' }, page: 4 });
    expect(readListState(params('category='), defaults).filters.category).toBe('');
  });

  it('a search or filter change goes back to page 1 and keeps other parameters', () => {
    expect(withListChange(params('tab=tickets&page=3&status=open'), { search: 'refund' }).toString()).toBe('tab=tickets&status=open&search=refund');
    expect(withListChange(params('page=3&status=open'), { status: '' }).toString()).toBe('');
    expect(withListChange(params('page=3'), { category: 'hero' }).toString()).toBe('category=hero');
  });

  it('a page change keeps the filters; page 1 and empty values leave the URL', () => {
    expect(withListChange(params('status=open'), { page: 2 }).toString()).toBe('status=open&page=2');
    expect(withListChange(params('status=open&page=2'), { page: 1 }).toString()).toBe('status=open');
    expect(withListChange(params('search=x'), { search: '' }).toString()).toBe('');
    expect(withListChange(params('a=1'), { page: 5, status: 'open' }).toString()).toBe('a=1&page=5&status=open');
  });
});
