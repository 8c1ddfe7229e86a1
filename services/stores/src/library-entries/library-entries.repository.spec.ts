import type { LibraryEntryPayload } from '@liquify/contracts';
import { latestEntryStates } from './library-entries.repository';

const entry = (entryId: string, title: string): LibraryEntryPayload => ({
  entryId,
  userId: 'u1',
  kind: 'module',
  catalogueId: 'c1',
  slug: title,
  title,
  description: '',
  category: 'header',
  thumbnail: '',
  featured: false,
  createdAt: '2026-11-01T00:00:00.000Z',
});
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 0, 0, seconds));

describe('latestEntryStates: the newest state of each entry of a batch', () => {
  it('keeps every entry of a batch without repeats, in first-seen order', () => {
    const states = [
      { entry: entry('a', 'A'), eventAt: at(1) },
      { entry: entry('b', 'B'), eventAt: at(2) },
    ];
    expect(latestEntryStates(states)).toEqual(states);
  });

  it('of several states of one entry keeps the newest by event time, wherever it comes in the batch', () => {
    const result = latestEntryStates([
      { entry: entry('a', 'A v2'), eventAt: at(5) },
      { entry: entry('b', 'B'), eventAt: at(1) },
      { entry: entry('a', 'A v1, late'), eventAt: at(3) },
      { entry: entry('a', 'A v3'), eventAt: at(9) },
    ]);
    expect(result.map((s) => [s.entry.entryId, s.entry.title])).toEqual([
      ['a', 'A v3'],
      ['b', 'B'],
    ]);
  });

  it('of two states with the same time keeps the later one, as applying them in turn would', () => {
    const result = latestEntryStates([
      { entry: entry('a', 'first'), eventAt: at(4) },
      { entry: entry('a', 'second'), eventAt: at(4) },
    ]);
    expect(result.map((s) => s.entry.title)).toEqual(['second']);
  });

  it('answers nothing for an empty batch', () => {
    expect(latestEntryStates([])).toEqual([]);
  });
});
