import type { TicketMessageDto, TicketNoteDto } from '@liquify/contracts';
import { edgePagesNeeded, navigationKey, neighboursOf, threadOf } from './ticket-page';

const message = (id: string, at: string): TicketMessageDto => ({ _id: id, content: id, message: id, attachments: [], isAdmin: false, author: { _id: 'u', name: 'U' }, createdAt: at });
const note = (id: string, at: string): TicketNoteDto => ({ _id: id, content: id, author: { _id: 'a', name: 'A' }, createdAt: at });

describe('threadOf', () => {
  it('puts messages and notes in time order, a message first at the same instant', () => {
    const thread = threadOf([message('m1', '2026-01-01T10:00:00Z'), message('m2', '2026-01-01T12:00:00Z')], [note('n1', '2026-01-01T11:00:00Z'), note('n0', '2026-01-01T10:00:00Z')]);
    expect(thread.map((e) => (e.kind === 'message' ? e.message._id : e.note._id))).toEqual(['m1', 'n0', 'n1', 'm2']);
    expect(threadOf([], [])).toEqual([]);
  });
});

describe('neighboursOf', () => {
  const list = { page: 2, pages: 3, ids: ['a', 'b', 'c'] };
  it('inside a page: the tickets before and after', () => {
    expect(neighboursOf('b', list)).toEqual({ previous: { id: 'a', page: 2 }, next: { id: 'c', page: 2 } });
  });
  it('at the edges: the last of the page before, the first of the page after, once loaded', () => {
    expect(neighboursOf('a', list)).toEqual({ previous: null, next: { id: 'b', page: 2 } });
    expect(neighboursOf('a', { ...list, previousPageIds: ['x', 'y'] }).previous).toEqual({ id: 'y', page: 1 });
    expect(neighboursOf('c', { ...list, nextPageIds: ['d', 'e'] }).next).toEqual({ id: 'd', page: 3 });
    expect(neighboursOf('c', { ...list, nextPageIds: [] }).next).toBeNull();
  });
  it('at either end of the list, or off the page: none', () => {
    expect(neighboursOf('a', { page: 1, pages: 1, ids: ['a', 'b'], previousPageIds: ['z'] }).previous).toBeNull();
    expect(neighboursOf('b', { page: 1, pages: 1, ids: ['a', 'b'], nextPageIds: ['z'] }).next).toBeNull();
    expect(neighboursOf('zz', list)).toEqual({ previous: null, next: null });
    expect(neighboursOf('a', { page: 1, pages: 1, ids: ['a'] })).toEqual({ previous: null, next: null });
  });
  it('says which edge pages to load', () => {
    expect(edgePagesNeeded('a', list)).toEqual({ previous: true, next: false });
    expect(edgePagesNeeded('c', list)).toEqual({ previous: false, next: true });
    expect(edgePagesNeeded('b', list)).toEqual({ previous: false, next: false });
    expect(edgePagesNeeded('a', { page: 1, pages: 1, ids: ['a'] })).toEqual({ previous: false, next: false });
    expect(edgePagesNeeded('zz', list)).toEqual({ previous: false, next: false });
  });
});

describe('navigationKey', () => {
  const key = (k: string, over: Partial<Parameters<typeof navigationKey>[0]> = {}) => navigationKey({ key: k, altKey: false, ctrlKey: false, metaKey: false, target: null, ...over });
  it('j or ] is next, k or [ is previous, anything else nothing', () => {
    expect(key('j')).toBe('next');
    expect(key(']')).toBe('next');
    expect(key('k')).toBe('previous');
    expect(key('[')).toBe('previous');
    expect(key('J')).toBeNull();
    expect(key('ArrowDown')).toBeNull();
  });
  it('never while typing in a field or with a modifier', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT', 'input']) expect(key('j', { target: { tagName } as unknown as EventTarget })).toBeNull();
    expect(key('j', { target: { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget })).toBeNull();
    expect(key('j', { target: { tagName: 'BUTTON' } as unknown as EventTarget })).toBe('next');
    expect(key('j', { ctrlKey: true })).toBeNull();
    expect(key('k', { metaKey: true })).toBeNull();
    expect(key('k', { altKey: true })).toBeNull();
  });
});
