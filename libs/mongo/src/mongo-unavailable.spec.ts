import { toErrorResponse } from '@liquify/http';
import { MongoClient, MongoServerError } from 'mongodb';
import mongoose from 'mongoose';
import { isMongoUnavailableError, isStoreBusyError } from './index';

/** Real errors of an operation against a MongoDB that is not there (a closed port), as a service would meet them. */
describe('MongoDB out of reach at the error envelope', () => {
  const connections: mongoose.Connection[] = [];
  afterAll(async () => {
    for (const c of connections) await c.close(true).catch(() => undefined);
  });

  /** A model whose operations wait for a connection (mongoose's buffering) at most 300 ms. */
  const unreachable = () => {
    const connection = mongoose.createConnection('mongodb://127.0.0.1:1/nothing', { serverSelectionTimeoutMS: 300 });
    connection.on('error', () => undefined);
    connection.asPromise().catch(() => undefined);
    connections.push(connection);
    return connection.model('Thing', new mongoose.Schema({ name: String }, { bufferTimeoutMS: 300 }));
  };

  const serverSelection = async () => {
    const client = new MongoClient('mongodb://127.0.0.1:1/nothing', { serverSelectionTimeoutMS: 300 });
    try {
      return await client.db().collection('things').findOne({ name: 'x' });
    } finally {
      await client.close(true);
    }
  };

  it.each([
    ['no server selected in time (the driver, as after a lost connection)', serverSelection],
    ["mongoose's queue waiting for a connection timing out", () => unreachable().findOne({ name: 'x' }).exec()],
  ])('answers 503 DEPENDENCY_UNAVAILABLE, not 500: %s', async (_case, operation) => {
    const err = await operation().catch((e: unknown) => e);
    expect(isMongoUnavailableError(err)).toBe(true);
    expect(toErrorResponse(err)).toEqual({
      status: 503,
      body: expect.objectContaining({ success: false, code: 'DEPENDENCY_UNAVAILABLE', error: 'A service this request needs is unavailable right now. Please try again in a moment.' }),
    });
  });

  it('leaves a server\'s own refusals alone', () => {
    const validation = new mongoose.Error.ValidationError();
    expect(isMongoUnavailableError(validation)).toBe(false);
    expect(isMongoUnavailableError(new Error('buffering timed out'))).toBe(false);
    expect(toErrorResponse(new Error('boom')).status).toBe(500);
  });

  it("answers 503 when FerretDB's SQLite gave up waiting for its write lock (the write was not applied), and only then", () => {
    // The server's answer as the driver raises it (FerretDB 1.24, a save under npm run chaos -- virtual-users).
    const busy = new MongoServerError({
      ok: 0,
      code: 1,
      errmsg:
        '[msg_update.go:133 handler.(*Handler).updateDocument] [update.go:114 common.UpdateDocument] [collection.go:191 sqlite.(*collection).UpdateAll] [collection.go:177 sqlite.(*collection).UpdateAll.func1] database is locked (5) (SQLITE_BUSY)',
    });
    expect(isStoreBusyError(busy)).toBe(true);
    expect(toErrorResponse(busy)).toEqual({ status: 503, body: expect.objectContaining({ code: 'DEPENDENCY_UNAVAILABLE' }) });
    expect(isStoreBusyError(new MongoServerError({ ok: 0, code: 2, errmsg: 'unknown operator: $foo' }))).toBe(false);
    expect(isStoreBusyError(new Error('database is locked (5) (SQLITE_BUSY)'))).toBe(false);
  });
});
