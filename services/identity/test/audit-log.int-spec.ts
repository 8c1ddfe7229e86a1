/**
 * The audit log's keeping (issue #25 item 10): entries older than a year are removed by the retention job;
 * a record delivered twice is stored once.
 */
import { getModelToken } from '@nestjs/mongoose';
import { AUDIT_LOG_RETENTION_DAYS, type AuditRecord, DAY_MS } from '@liquify/contracts';
import type { Model } from 'mongoose';
import { AUDIT_ENTRY_MODEL, type AuditEntryDoc } from '../src/audit-log/audit-entry.schema';
import { AuditLogRetentionJob } from '../src/audit-log/audit-log-retention.job';
import { AuditLogRepository } from '../src/audit-log/audit-log.repository';
import { IdentityHarness } from './support';

jest.setTimeout(90_000);

let h: IdentityHarness;
beforeAll(async () => {
  h = await IdentityHarness.start();
});
afterAll(async () => h?.close());

const record = (at: Date, label: string): AuditRecord => ({
  actor: { id: 'a1', email: 'admin@example.com', role: 'admin' },
  entityType: 'plan',
  entityId: label,
  entityLabel: label,
  action: 'update',
  before: { price: 1 },
  after: { price: 2 },
  at: at.toISOString(),
});

it('keeps a year of entries: older ones are removed, a redelivered record is stored once (within a batch or across batches)', async () => {
  const log = h.app.get(AuditLogRepository);
  const entries = h.app.get<Model<AuditEntryDoc>>(getModelToken(AUDIT_ENTRY_MODEL));
  const now = new Date('2026-11-27T12:00:00Z');
  const old = { eventId: 'e-old', producer: 'billing', record: record(new Date(now.getTime() - (AUDIT_LOG_RETENTION_DAYS + 1) * DAY_MS), 'old') };
  const recent = { eventId: 'e-recent', producer: 'billing', record: record(new Date(now.getTime() - (AUDIT_LOG_RETENTION_DAYS - 1) * DAY_MS), 'recent') };
  // a fetched batch is one write; the same record twice in it, and redelivered in a later batch, is stored once
  await log.addMany([old, recent, recent]);
  await log.addMany([recent]);
  expect(await entries.countDocuments({ _id: { $in: ['e-old', 'e-recent'] } })).toBe(2);

  expect(await h.app.get(AuditLogRetentionJob).runOnce(now)).toBe(1);
  expect((await entries.find({ _id: { $in: ['e-old', 'e-recent'] } }).lean()).map((e) => e._id)).toEqual([
    'e-recent',
  ]);
});
