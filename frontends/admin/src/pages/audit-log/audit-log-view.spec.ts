import {
  auditRequestOf,
  changeRowsOf,
  changesSummaryOf,
  entityLinkOf,
  shownValue,
  windowProblemOf,
} from './audit-log-view';

describe('auditRequestOf', () => {
  it('sends only the filters that are set, the days as whole UTC days', () => {
    expect(auditRequestOf({ page: 1 })).toEqual({ page: 1 });
    expect(
      auditRequestOf({
        page: 2,
        search: '  pro ',
        entity: 'plan',
        action: '',
        actor: 'u1',
        from: '2026-11-01',
        to: '2026-11-03',
      }),
    ).toEqual({
      page: 2,
      search: 'pro',
      entity: 'plan',
      actor: 'u1',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-03T23:59:59.999Z',
    });
  });

  it('leaves out a day that is not one (a hand-edited URL)', () => {
    expect(auditRequestOf({ page: 1, from: 'yesterday', to: '2026-13' })).toEqual({ page: 1 });
  });
});

describe('windowProblemOf', () => {
  it('refuses a start after the end only', () => {
    expect(windowProblemOf('2026-11-03', '2026-11-01')).toBe('La date de début doit précéder la date de fin');
    expect(windowProblemOf('2026-11-01', '2026-11-01')).toBeNull();
    expect(windowProblemOf('2026-11-01', '')).toBeNull();
  });
});

describe('changeRowsOf', () => {
  it('pairs each changed field before and after', () => {
    expect(
      changeRowsOf({ before: { role: 'user', tags: ['a'] }, after: { role: 'moderator', tags: ['a', 'b'] } }),
    ).toEqual([
      { field: 'role', before: 'user', after: 'moderator' },
      { field: 'tags', before: '["a"]', after: '["a","b"]' },
    ]);
  });

  it('shows a create with only after values and a delete with only before values', () => {
    expect(changeRowsOf({ before: null, after: { title: 'Hero', featured: false } })).toEqual([
      { field: 'title', before: '—', after: 'Hero' },
      { field: 'featured', before: '—', after: 'false' },
    ]);
    expect(changeRowsOf({ before: { title: 'Hero' }, after: null })).toEqual([
      { field: 'title', before: 'Hero', after: '—' },
    ]);
  });

  it('writes nothing as a dash and cuts long values', () => {
    expect(shownValue(null)).toBe('—');
    expect(shownValue('')).toBe('—');
    expect(shownValue(0)).toBe('0');
    expect(shownValue('x'.repeat(200))).toBe(`${'x'.repeat(160)}…`);
  });
});

describe('entityLinkOf', () => {
  it('links tickets, plans and users to their admin page, never a deleted entity', () => {
    expect(
      entityLinkOf({ entityType: 'ticket', entityId: 't1', entityLabel: 'Help', action: 'update' }),
    ).toBe('/admin/support/tickets/t1');
    expect(entityLinkOf({ entityType: 'plan', entityId: 'p1', entityLabel: 'Pro', action: 'update' })).toBe(
      '/admin/plans/edit/p1',
    );
    expect(
      entityLinkOf({ entityType: 'user', entityId: 'u1', entityLabel: 'Ann Lee', action: 'create' }),
    ).toBe('/admin/users?search=Ann%20Lee');
    expect(
      entityLinkOf({ entityType: 'ticket', entityId: 't1', entityLabel: 'Help', action: 'delete' }),
    ).toBeNull();
    expect(
      entityLinkOf({ entityType: 'faq', entityId: 'f1', entityLabel: 'Q', action: 'update' }),
    ).toBeNull();
  });
});

describe('changesSummaryOf', () => {
  it('counts the fields and names the first three', () => {
    expect(changesSummaryOf(['role'])).toBe('1 champ : role');
    expect(changesSummaryOf(['name', 'email', 'role', 'bio'])).toBe('4 champs : name, email, role…');
  });
});
