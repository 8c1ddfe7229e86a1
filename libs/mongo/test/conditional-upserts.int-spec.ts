import { testInfra, uniqueName } from '@liquify/testing';
import mongoose, { Schema } from 'mongoose';
import { applyConditionalUpserts } from '../src';

jest.setTimeout(60_000);

/** Conditional upserts in one bulk write, on the real FerretDB (which stops an unordered bulk at its first error). */
describe('applyConditionalUpserts', () => {
  let connection: mongoose.Connection;
  let Doc: mongoose.Model<{ _id: string; title: string; at: Date }>;

  beforeAll(async () => {
    connection = await mongoose.createConnection((await testInfra(['mongo'])).mongoUrl, { dbName: uniqueName('upserts').replace(/-/g, '_') }).asPromise();
    Doc = connection.model('Doc', new Schema({ _id: String, title: String, at: Date }, { versionKey: false }), 'docs');
  });
  afterAll(async () => {
    await connection.dropDatabase().catch(() => undefined);
    await connection.close();
  });

  const write = (_id: string, title: string, at: number) => ({ filter: { _id, at: { $lte: new Date(at) } }, update: { $set: { title, at: new Date(at) } } });

  it('applies every write a newer document does not refuse, wherever the refused ones come in the bulk', async () => {
    await Doc.create({ _id: 'held', title: 'newer', at: new Date(5_000) });
    await applyConditionalUpserts(Doc, [write('first', 'first', 1_000), write('held', 'stale', 1_000), write('after-1', 'after 1', 1_000), write('after-2', 'after 2', 1_000)]);
    const docs = await Doc.find().sort({ _id: 1 }).lean();
    expect(docs.map((d) => [d._id, d.title])).toEqual([
      ['after-1', 'after 1'],
      ['after-2', 'after 2'],
      ['first', 'first'],
      ['held', 'newer'],
    ]);
  });

  it('updates a document its write is not older than, and applies the same writes twice harmlessly', async () => {
    const writes = [write('again', 'v1', 2_000), write('held', 'newest', 9_000)];
    await applyConditionalUpserts(Doc, writes);
    await applyConditionalUpserts(Doc, writes);
    expect((await Doc.findById('again').lean())!.title).toBe('v1');
    expect((await Doc.findById('held').lean())!.title).toBe('newest');
  });

  it('throws a failure that is not a refused write', async () => {
    await expect(applyConditionalUpserts(Doc, [{ filter: { _id: 'bad' }, update: { $inc: { title: 1 } } }])).rejects.toBeDefined();
  });

  describe('read by _id and written by _id (what FerretDB answers without reading the collection)', () => {
    let Account: mongoose.Model<{ _id: string; storeLimit: number; limitAt: Date; deletedAt: Date | null; role?: string }>;
    beforeAll(() => {
      Account = connection.model('Account', new Schema({ _id: String, storeLimit: Number, limitAt: Date, deletedAt: Date, role: String }, { versionKey: false }), 'accounts');
    });
    const fact = (_id: string, storeLimit: number, at: number) => ({
      filter: { _id, deletedAt: null, limitAt: { $lte: new Date(at) } },
      update: { $set: { storeLimit, limitAt: new Date(at) }, $setOnInsert: { role: 'user' } },
    });

    it("inserts a missing document with the filter's equalities, updates one it is not older than, and leaves a newer or deleted one", async () => {
      await Account.create([
        { _id: 'older', storeLimit: 1, limitAt: new Date(1_000), deletedAt: null },
        { _id: 'newer', storeLimit: 9, limitAt: new Date(9_000), deletedAt: null },
        { _id: 'deleted', storeLimit: 1, limitAt: new Date(1_000), deletedAt: new Date(2_000) },
      ]);
      await applyConditionalUpserts(Account, [fact('new', 3, 5_000), fact('older', 3, 5_000), fact('newer', 3, 5_000), fact('deleted', 3, 5_000)]);
      const docs = Object.fromEntries((await Account.find().lean()).map((d) => [d._id, d]));
      expect(docs.new).toMatchObject({ storeLimit: 3, limitAt: new Date(5_000), deletedAt: null, role: 'user' });
      expect(docs.older).toMatchObject({ storeLimit: 3, limitAt: new Date(5_000) });
      expect(docs.older.role).toBeUndefined(); // $setOnInsert is for inserts only
      expect(docs.newer).toMatchObject({ storeLimit: 9, limitAt: new Date(9_000) });
      expect(docs.deleted).toMatchObject({ storeLimit: 1 });
    });

    it('sends a filter it does not know as its own upsert, with the same outcome', async () => {
      await Account.create({ _id: 'or-held', storeLimit: 2, limitAt: new Date(9_000), deletedAt: null });
      const or = (_id: string, storeLimit: number, at: number) => ({
        filter: { _id, $or: [{ limitAt: { $lte: new Date(at) } }, { limitAt: null }] },
        update: { $set: { storeLimit, limitAt: new Date(at) } },
      });
      await applyConditionalUpserts(Account, [or('or-new', 4, 5_000), or('or-held', 4, 5_000)]);
      expect((await Account.findById('or-new').lean())!.storeLimit).toBe(4);
      expect((await Account.findById('or-held').lean())!.storeLimit).toBe(2);
    });
  });
});
