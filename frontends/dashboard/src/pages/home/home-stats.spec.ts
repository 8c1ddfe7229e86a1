import { libraryModule, librarySection } from '../../testing/fixtures';
import { addedThisMonth, catalogueCountCopy, performance, popularModules, recentActivity } from './home-stats';

describe('home figures from real data (doc 2 §2 home)', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it("counts 'This Month' from the items added this calendar month", () => {
    expect(addedThisMonth([{ createdAt: '2026-11-01T00:00:00Z' }, { createdAt: '2026-10-31T23:59:59Z' }, { createdAt: '2026-11-24T09:00:00Z' }], now)).toBe(2);
  });
  it('lists recent activity newest first, additions and later updates', () => {
    const m = libraryModule({ _id: 'm', title: 'Bar', createdAt: '2026-11-20T10:00:00Z', updatedAt: '2026-11-22T10:00:00Z' });
    const s = librarySection({ _id: 's', title: 'Hero', createdAt: '2026-11-21T10:00:00Z', updatedAt: '2026-11-21T10:00:00Z' });
    expect(recentActivity([m], [s]).map((a) => `${a.verb} ${a.title}`)).toEqual(['Updated Bar', 'Added Hero', 'Added Bar']);
  });
  it('ranks popular modules by downloads', () => {
    expect(popularModules([{ downloads: 1 }, { downloads: 9 }, { downloads: 5 }], 2)).toEqual([{ downloads: 9 }, { downloads: 5 }]);
  });
  it('sums snippet loads and merges the embedding domains', () => {
    const a = libraryModule({ _id: 'a', usageCount: 100, hasRemoteSnippet: true, usage: { loads: 30, topDomains: [{ domain: 'shop.example', loads: 20 }] } });
    const b = libraryModule({ _id: 'b', usageCount: 5, usage: { loads: 5, topDomains: [{ domain: 'shop.example', loads: 5 }] } });
    expect(performance([a, b])).toMatchObject({ loads30d: 35, loadsAllTime: 105, embedded: 1, topDomains: [{ domain: 'shop.example', loads: 25 }] });
  });
  it("says '50+ modules' for 51", () => {
    expect(catalogueCountCopy(51)).toBe('50+ modules');
  });
});
