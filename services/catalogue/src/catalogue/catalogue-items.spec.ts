import { eventKindFor } from './catalogue-items';

describe('which event a change emits', () => {
  it.each([
    [null, 'published', 'published'],
    [null, 'draft', 'updated'],
    [null, 'archived', 'updated'],
    ['draft', 'published', 'published'],
    ['archived', 'published', 'published'],
    ['published', 'published', 'updated'],
    ['published', 'draft', 'unpublished'],
    ['published', 'archived', 'unpublished'],
    ['draft', 'archived', 'updated'],
  ] as const)('from %s to %s: %s', (previous, next, kind) => {
    expect(eventKindFor(previous, next)).toBe(kind);
  });
});
