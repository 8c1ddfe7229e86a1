import type { TrashedItem } from '@liquify/contracts';
import { daysLeftLabel, groupByKind, itemsOfKind, restoredMessage } from './trash-view';

const item = (over: Partial<TrashedItem>): TrashedItem => ({
  _id: 'a',
  kind: 'module',
  title: 'Hero',
  slug: 'hero',
  trashedAt: '2026-11-01T10:00:00.000Z',
  purgeAt: '2026-12-01T10:00:00.000Z',
  daysLeft: 30,
  ...over,
});

describe('trash view', () => {
  it.each([
    [30, '30 jours restants'],
    [2, '2 jours restants'],
    [1, '1 jour restant'],
    [0, 'Suppression imminente'],
  ])('%i days left reads "%s"', (days, label) => {
    expect(daysLeftLabel(days)).toBe(label);
  });

  it('groups by kind in a fixed order (modules, sections, plans, FAQ), newest deletion first, leaving empty kinds out', () => {
    const groups = groupByKind([
      item({ _id: 'f', kind: 'faq' }),
      item({ _id: 'm1', trashedAt: '2026-11-01T10:00:00.000Z' }),
      item({ _id: 'm2', trashedAt: '2026-11-02T10:00:00.000Z' }),
      item({ _id: 'p', kind: 'plan' }),
    ]);
    expect(groups.map((g) => [g.kind, g.items.map((i) => i._id)])).toEqual([
      ['module', ['m2', 'm1']],
      ['plan', ['p']],
      ['faq', ['f']],
    ]);
  });

  it('filters by kind, all kinds when none is chosen', () => {
    const items = [item({ _id: 'm' }), item({ _id: 's', kind: 'section' })];
    expect(itemsOfKind(items, 'section').map((i) => i._id)).toEqual(['s']);
    expect(itemsOfKind(items, '').map((i) => i._id)).toEqual(['m', 's']);
  });

  it('names what was restored', () => {
    expect(restoredMessage({ title: 'Hero' })).toBe('« Hero » a été restauré');
  });
});
