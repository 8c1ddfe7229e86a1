import { auditLogQuerySchema } from '@liquify/contracts';
import { auditLogFilterOf, auditSearchTextOf } from './audit-log.rules';

const query = (raw: Record<string, string>) => auditLogQuerySchema.parse(raw);

describe('auditLogFilterOf', () => {
  it('filters nothing without filters', () => {
    expect(auditLogFilterOf(query({}))).toEqual({});
  });

  it('finds the actor by id or by e-mail, case-insensitively', () => {
    expect(auditLogFilterOf(query({ actor: 'Ann@X.io' }))).toEqual({
      $or: [{ 'actor.id': 'Ann@X.io' }, { 'actor.email': 'ann@x.io' }],
    });
  });

  it('combines entity, id, action and the time window', () => {
    expect(
      auditLogFilterOf(
        query({
          entity: 'plan',
          entityId: 'p1',
          action: 'delete',
          from: '2026-01-01T00:00:00Z',
          to: '2026-02-01T00:00:00Z',
        }),
      ),
    ).toEqual({
      entityType: 'plan',
      entityId: 'p1',
      action: 'delete',
      at: { $gte: new Date('2026-01-01T00:00:00Z'), $lte: new Date('2026-02-01T00:00:00Z') },
    });
    expect(auditLogFilterOf(query({ from: '2026-01-01T00:00:00Z' }))).toEqual({
      at: { $gte: new Date('2026-01-01T00:00:00Z') },
    });
  });

  it('searches the lower-cased text with the input escaped, never as a pattern', () => {
    expect(auditLogFilterOf(query({ search: 'Pro (Yearly)*' }))).toEqual({
      text: { $regex: 'pro \\(yearly\\)\\*' },
    });
  });
});

describe('auditSearchTextOf', () => {
  it('joins the entity name, its id and the actor e-mail in lower case', () => {
    expect(
      auditSearchTextOf({
        entityLabel: 'Pro Plan',
        entityId: 'AB12',
        actor: { id: 'u', email: 'Admin@X.io', role: 'admin' },
      }),
    ).toBe('pro plan ab12 admin@x.io');
    expect(
      auditSearchTextOf({
        entityLabel: null,
        entityId: 'x',
        actor: { id: 'u', email: 'a@x.io', role: 'admin' },
      }),
    ).toBe(' x a@x.io');
  });
});
