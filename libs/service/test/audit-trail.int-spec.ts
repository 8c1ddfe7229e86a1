import type { AuditRecord } from '@liquify/contracts';
import { serializeDocumentWrites } from '@liquify/mongo';
import { testInfra, uniqueName } from '@liquify/testing';
import mongoose, { Schema } from 'mongoose';
import { runAsAuditActor } from '../src';
import { auditTrail } from '../src/audit/audit-trail.plugin';

jest.setTimeout(60_000);

/**
 * The audit trail's schema plugin (issue #25 item 10) on the real FerretDB: which writes it records, with
 * what before/after, and which it leaves alone.
 */
const admin = { id: 'a1', email: 'admin@example.com', role: 'admin' };
const records: AuditRecord[] = [];
const schema = new Schema(
  {
    title: String,
    status: String,
    secret: { type: String, select: false },
    deletedAt: { type: Date, default: null },
    _outbox: { type: Schema.Types.Mixed, default: () => ({}) },
  },
  { minimize: false },
);
schema.plugin(serializeDocumentWrites);
auditTrail(schema, {
  entity: 'module',
  redact: ['secret'],
  sink: { record: async (_c, r) => void records.push(r) },
});

let db: mongoose.Connection;
let Items: mongoose.Model<{
  title?: string | null;
  status?: string | null;
  secret?: string | null;
  deletedAt?: Date | null;
  _outbox?: unknown;
}>;

beforeAll(async () => {
  db = await mongoose
    .createConnection((await testInfra()).mongoUrl, { dbName: uniqueName('audit'), retryWrites: false })
    .asPromise();
  Items = db.model('AuditedItem', schema) as unknown as typeof Items;
});
afterAll(async () => {
  await db.db?.dropDatabase();
  await db.close();
});
beforeEach(() => {
  records.length = 0;
});

it('records a staff member’s create, update, soft delete and hard delete with the changed fields', async () => {
  const item = await runAsAuditActor(admin, () =>
    Items.create({ title: 'Hero', status: 'draft', secret: 's1' }),
  );
  await runAsAuditActor(admin, () =>
    Items.updateOne({ _id: item._id }, { $set: { status: 'published', secret: 's2' } }).exec(),
  );
  await runAsAuditActor(admin, () =>
    Items.updateOne({ _id: item._id }, { $set: { deletedAt: new Date() } }).exec(),
  );
  await runAsAuditActor(admin, () =>
    Items.updateOne({ _id: item._id }, { $set: { deletedAt: null } }).exec(),
  );
  await runAsAuditActor(admin, () => Items.deleteOne({ _id: item._id }).exec());

  expect(records.map((r) => r.action)).toEqual(['create', 'update', 'delete', 'restore', 'delete']);
  expect(
    records.every(
      (r) =>
        r.actor.email === admin.email &&
        r.entityType === 'module' &&
        r.entityId === String(item._id) &&
        r.entityLabel === 'Hero',
    ),
  ).toBe(true);
  expect(records[0]).toMatchObject({
    before: null,
    after: { title: 'Hero', status: 'draft', secret: '[redacted]' },
  });
  expect(records[1]).toMatchObject({
    before: { status: 'draft', secret: '[redacted]' },
    after: { status: 'published', secret: '[redacted]' },
  });
  expect(records[4]).toMatchObject({ before: { title: 'Hero', status: 'published' }, after: null });
});

it('records each document of a bulk update, and nothing that changed nothing', async () => {
  const [a, b] = await Items.create([
    { title: 'A', status: 'draft' },
    { title: 'B', status: 'draft' },
  ]);
  await runAsAuditActor(admin, () =>
    Items.updateMany({ _id: { $in: [a._id, b._id] } }, { $set: { status: 'published' } }).exec(),
  );
  expect(records.map((r) => [r.entityLabel, r.before, r.after])).toEqual(
    expect.arrayContaining([
      ['A', { status: 'draft' }, { status: 'published' }],
      ['B', { status: 'draft' }, { status: 'published' }],
    ]),
  );
  records.length = 0;
  await runAsAuditActor(admin, () =>
    Items.updateOne({ _id: a._id }, { $set: { status: 'published' } }).exec(),
  );
  expect(records).toEqual([]);
});

it('a conditional write naming its document: recorded when it matched, nothing when the rest of its filter did not', async () => {
  const item = await Items.create({ title: 'Plan', status: 'draft' });
  // the revision check of an admin's save: the second one read a stale state and writes nothing
  await runAsAuditActor(admin, () => Items.updateOne({ _id: item._id, status: 'draft', deletedAt: null }, { $set: { status: 'published' } }).exec());
  await runAsAuditActor(admin, () => Items.updateOne({ _id: item._id, status: 'draft', deletedAt: null }, { $set: { status: 'archived' } }).exec());
  expect(records.map((r) => [r.action, r.before, r.after])).toEqual([['update', { status: 'draft' }, { status: 'published' }]]);
  expect((await Items.findById(item._id).lean().exec())?.status).toBe('published');
});

it('leaves alone writes outside a staff request and the outbox relay’s clean-up', async () => {
  const item = await Items.create({ title: 'Quiet', status: 'draft' });
  await Items.updateOne({ _id: item._id }, { $set: { status: 'published' } }).exec();
  await runAsAuditActor(admin, () =>
    Items.updateOne({ _id: item._id }, { $unset: { '_outbox.0000-x': '' } }).exec(),
  );
  expect(records).toEqual([]);
});
