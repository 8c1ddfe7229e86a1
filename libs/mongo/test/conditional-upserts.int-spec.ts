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
});
