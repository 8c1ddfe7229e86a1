import {
  AUDIT_LOG_RETENTION_DAYS,
  AUDIT_MAX_STRING,
  AUDIT_REDACTED,
  auditActionOf,
  auditChangesOf,
  auditEntryChangesOf,
  auditLabelOf,
  auditRetentionCutoff,
  auditValueOf,
  isAuditedRole,
} from './audit.rules';
import { auditLogQuerySchema } from './audit.schemas';
import { AuditRecorded } from './audit.events';

describe('isAuditedRole', () => {
  it('records the writes of admins and moderators, not of customers or anonymous callers', () => {
    expect(isAuditedRole('admin')).toBe(true);
    expect(isAuditedRole('moderator')).toBe(true);
    expect(isAuditedRole('user')).toBe(false);
    expect(isAuditedRole(undefined)).toBe(false);
    expect(isAuditedRole('')).toBe(false);
  });
});

describe('auditRetentionCutoff', () => {
  it('is one year before now', () => {
    expect(AUDIT_LOG_RETENTION_DAYS).toBe(365);
    expect(auditRetentionCutoff(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe(
      '2025-11-27T10:00:00.000Z',
    );
  });
});

describe('auditValueOf', () => {
  it('keeps JSON values, writes dates and ids as strings and cuts long strings', () => {
    expect(auditValueOf(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(auditValueOf({ toHexString: () => 'abc' })).toBe('abc');
    expect(auditValueOf([1, 'a', null, undefined])).toEqual([1, 'a', null, null]);
    const long = 'x'.repeat(AUDIT_MAX_STRING + 10);
    expect(auditValueOf(long)).toBe(`${'x'.repeat(AUDIT_MAX_STRING)}… (${AUDIT_MAX_STRING + 10} characters)`);
    expect(auditValueOf({ nested: { at: new Date(0) } })).toEqual({
      nested: { at: '1970-01-01T00:00:00.000Z' },
    });
  });
});

describe('auditChangesOf', () => {
  it('on an update records only the changed fields, before and after', () => {
    const before = { _id: 'x', name: 'Pro', price: 29, features: ['a'], updatedAt: new Date(1), revision: 1 };
    const after = {
      _id: 'x',
      name: 'Pro',
      price: 39,
      features: ['a', 'b'],
      updatedAt: new Date(2),
      revision: 2,
    };
    expect(auditChangesOf(before, after)).toEqual({
      before: { price: 29, features: ['a'] },
      after: { price: 39, features: ['a', 'b'] },
    });
  });

  it('records a field that appears or disappears as null on the other side', () => {
    expect(auditChangesOf({ a: 1 }, { a: 1, b: 2 })).toEqual({ before: { b: null }, after: { b: 2 } });
    expect(auditChangesOf({ a: 1, b: 2 }, { a: 1 })).toEqual({ before: { b: 2 }, after: { b: null } });
  });

  it('is null when nothing recorded changed (bookkeeping only)', () => {
    expect(
      auditChangesOf(
        { a: 1, updatedAt: new Date(1), _outbox: {} },
        { a: 1, updatedAt: new Date(2), _outbox: { k: 1 } },
      ),
    ).toBeNull();
    expect(auditChangesOf(null, null)).toBeNull();
  });

  it('records the whole document on a create (before null) and on a delete (after null)', () => {
    expect(auditChangesOf(null, { _id: 'x', title: 'Hero', __v: 0 })).toEqual({
      before: null,
      after: { title: 'Hero' },
    });
    expect(auditChangesOf({ _id: 'x', title: 'Hero' }, null)).toEqual({
      before: { title: 'Hero' },
      after: null,
    });
  });

  it('never records omitted fields and shows a changed secret only as redacted', () => {
    const changes = auditChangesOf(
      { email: 'a@x.io', password: 'h1', token: 't' },
      { email: 'b@x.io', password: 'h2', token: 'u' },
      { omit: ['token'], redact: ['password'] },
    );
    expect(changes).toEqual({
      before: { email: 'a@x.io', password: AUDIT_REDACTED },
      after: { email: 'b@x.io', password: AUDIT_REDACTED },
    });
    expect(
      auditChangesOf({ password: 'h1', name: 'A' }, { password: 'h1', name: 'B' }, { redact: ['password'] }),
    ).toEqual({ before: { name: 'A' }, after: { name: 'B' } });
    expect(auditChangesOf(null, { password: 'h1' }, { redact: ['password'] })).toEqual({
      before: null,
      after: { password: AUDIT_REDACTED },
    });
  });
});

describe('auditActionOf', () => {
  it('names create, update, delete (hard or soft) and restore', () => {
    expect(auditActionOf(null, { a: 1 })).toBe('create');
    expect(auditActionOf({ a: 1, deletedAt: null }, { a: 2, deletedAt: null })).toBe('update');
    expect(auditActionOf({ a: 1 }, null)).toBe('delete');
    expect(auditActionOf({ a: 1, deletedAt: null }, { a: 1, deletedAt: new Date() })).toBe('delete');
    expect(auditActionOf({ a: 1, deletedAt: new Date() }, { a: 1, deletedAt: null })).toBe('restore');
    expect(auditActionOf({ deletedAt: new Date() }, { deletedAt: new Date() })).toBeNull();
    expect(auditActionOf(null, null)).toBeNull();
    // The admin trash (30 days, restorable) is a soft deletion too.
    expect(auditActionOf({ a: 1, trashedAt: null }, { a: 1, trashedAt: new Date() })).toBe('delete');
    expect(auditActionOf({ a: 1, trashedAt: new Date() }, { a: 1, trashedAt: null })).toBe('restore');
  });
});

describe('auditEntryChangesOf', () => {
  it('shows a soft-deleted or restored entity whole, though only deletedAt changed', () => {
    const live = { _id: 'x', title: 'Hero', deletedAt: null };
    const gone = { _id: 'x', title: 'Hero', deletedAt: new Date() };
    expect(auditEntryChangesOf('delete', live, gone)).toEqual({ before: { title: 'Hero' }, after: null });
    expect(auditEntryChangesOf('restore', gone, live)).toEqual({ before: null, after: { title: 'Hero' } });
    expect(auditEntryChangesOf('create', null, live)).toEqual({ before: null, after: { title: 'Hero' } });
    expect(auditEntryChangesOf('update', live, { ...live, title: 'Hero 2' })).toEqual({
      before: { title: 'Hero' },
      after: { title: 'Hero 2' },
    });
    expect(auditEntryChangesOf('update', live, live)).toBeNull();
  });
});

describe('auditLabelOf', () => {
  it('takes the first naming field the document has', () => {
    expect(auditLabelOf({ title: 'Hero', slug: 'hero' })).toBe('Hero');
    expect(auditLabelOf({ email: 'a@x.io', name: ' Ann ' })).toBe('Ann');
    expect(auditLabelOf({ subject: 'Help' })).toBe('Help');
    expect(auditLabelOf({ other: 1 })).toBeNull();
    expect(auditLabelOf(null)).toBeNull();
  });
});

describe('auditLogQuerySchema', () => {
  it('reads the filters, treats empty and "all" as no filter and pages by 25', () => {
    expect(auditLogQuerySchema.parse({})).toEqual({ page: 1, limit: 25 });
    expect(auditLogQuerySchema.parse({ entity: 'all', action: '', actor: ' a@x.io ', page: '2' })).toEqual({
      page: 2,
      limit: 25,
      actor: 'a@x.io',
    });
    expect(auditLogQuerySchema.parse({ entity: 'plan', action: 'update' })).toMatchObject({
      entity: 'plan',
      action: 'update',
    });
  });

  it('answers a clear message for an unknown entity or action, a bad date and a reversed window', () => {
    expect(auditLogQuerySchema.safeParse({ entity: 'planet' }).error?.issues[0].message).toBe(
      'Unknown entity type',
    );
    expect(auditLogQuerySchema.safeParse({ action: 'drop' }).error?.issues[0].message).toBe('Unknown action');
    expect(auditLogQuerySchema.safeParse({ from: 'soon' }).error?.issues[0].message).toBe(
      'from must be an ISO date-time',
    );
    expect(
      auditLogQuerySchema.safeParse({ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }).error
        ?.issues[0].message,
    ).toBe('from must be before to');
  });
});

describe('AuditRecorded', () => {
  it('declares one topic per producing service, keyed by the entity', () => {
    expect(AuditRecorded.support.topic).toBe('support.audit.recorded.v1');
    expect(AuditRecorded.identity.topic).toBe('identity.audit.recorded.v1');
    expect(AuditRecorded.billing.key({ entityType: 'plan', entityId: 'p1' } as never)).toBe('plan:p1');
  });
});
