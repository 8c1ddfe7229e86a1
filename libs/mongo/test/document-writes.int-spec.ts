import { testInfra, uniqueName } from '@liquify/testing';
import mongoose, { Schema } from 'mongoose';
import { serializeDocumentWrites, withDocumentLocks } from '../src';

jest.setTimeout(60_000);

/** FerretDB 1.24 loses concurrent updates of one document; the services' models queue them (see the plugin). */
describe('single-document writes against the real FerretDB', () => {
  let connection: mongoose.Connection;

  beforeAll(async () => {
    const infra = await testInfra();
    connection = await mongoose.createConnection(infra.mongoUrl, { dbName: uniqueName('mongo-writes').replace(/-/g, '_'), maxPoolSize: 20 }).asPromise();
  });
  afterAll(async () => {
    await connection.dropDatabase().catch(() => undefined);
    await connection.close();
  });

  const modelOf = (name: string, withPlugin: boolean) => {
    const schema = new Schema({ _id: String, n: Number, status: String, out: Schema.Types.Mixed }, { minimize: false, versionKey: false });
    if (withPlugin) schema.plugin(serializeDocumentWrites);
    return connection.model(name, schema, name);
  };

  it('keeps every one of 50 concurrent $inc on one document', async () => {
    const Counter = modelOf('counters', true);
    await Counter.create({ _id: 'c', n: 0 });
    await Promise.all(Array.from({ length: 50 }, () => Counter.updateOne({ _id: 'c' }, { $inc: { n: 1 } }).exec()));
    expect((await Counter.findById('c').lean())!.n).toBe(50);
  });

  it("never lets the outbox relay's $unset undo a concurrent state change", async () => {
    const Doc = modelOf('docs', true);
    for (let i = 0; i < 30; i++) {
      await Doc.replaceOne({ _id: `d${i}` }, { _id: `d${i}`, status: 'active', out: { e1: { seq: 1 } } }, { upsert: true }).exec();
      await Promise.all([
        Doc.updateOne({ _id: `d${i}` }, { $set: { status: 'past_due', 'out.e2': { seq: 2 } } }).exec(),
        Doc.updateOne({ _id: `d${i}` }, { $unset: { 'out.e1': '' } }).exec(),
      ]);
      const doc = (await Doc.findById(`d${i}`).lean())!;
      expect(doc.status).toBe('past_due');
      expect(doc.out).toEqual({ e2: { seq: 2 } });
    }
  });

  it('releases the queue when a write fails', async () => {
    const Unique = modelOf('uniques', true);
    await Unique.create({ _id: 'u', n: 1 });
    await expect(Unique.updateOne({ _id: 'u' }, { $inc: { status: 1 } }).exec()).rejects.toBeDefined();
    await Unique.updateOne({ _id: 'u' }, { $inc: { n: 1 } }).exec();
    expect((await Unique.findById('u').lean())!.n).toBe(2);
  });

  it('a bulk write of several documents waits in each one\'s queue, so a single-document write made at once is kept', async () => {
    const Doc = modelOf('bulk_docs', true);
    const ids = ['b1', 'b2', 'b3'];
    for (let round = 0; round < 20; round++) {
      await Doc.deleteMany({}).exec();
      await Doc.insertMany(ids.map((_id) => ({ _id, n: 0, status: 'new' })));
      await Promise.all([
        // Ids given unsorted and twice: joined once each, in one order.
        withDocumentLocks('bulk_docs', ['b3', 'b1', 'b2', 'b1'], () =>
          Doc.bulkWrite(ids.map((_id) => ({ updateOne: { filter: { _id }, update: { $inc: { n: 1 } } } }))),
        ),
        ...ids.map((_id) => Doc.updateOne({ _id }, { $set: { status: 'seen' } }).exec()),
        withDocumentLocks('bulk_docs', ['b2', 'b3'], () => Doc.bulkWrite(['b2', 'b3'].map((_id) => ({ updateOne: { filter: { _id }, update: { $inc: { n: 10 } } } })))),
      ]);
      const docs = await Doc.find().sort({ _id: 1 }).lean();
      expect(docs.map((d) => [d._id, d.n, d.status])).toEqual([
        ['b1', 1, 'seen'],
        ['b2', 11, 'seen'],
        ['b3', 11, 'seen'],
      ]);
    }
  });

  it('a failed bulk write releases every queue it held', async () => {
    await expect(withDocumentLocks('bulk_docs', ['x1', 'x2'], () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await withDocumentLocks('bulk_docs', ['x2', 'x1'], () => Promise.resolve());
  });
});
