import { parseConfig } from '@liquify/config';
import { createHttpApp } from '@liquify/http';
import { isolatedServiceEnv, testInfra, uniqueName } from '@liquify/testing';
import mongoose from 'mongoose';
import { createIndexes } from '../src';
import { service } from './example/service';

jest.setTimeout(60_000);

/**
 * Issue 22 item 5: production builds the indexes in a step before the processes start (--create-indexes, an init
 * container) and the processes do not build them at boot (MONGO_AUTO_INDEX=false).
 */
describe('MongoDB indexes outside the boot (example service: notes)', () => {
  const uniqueNoteIndex = (indexes: { key: Record<string, number>; unique?: boolean }[]) => indexes.some((i) => i.unique && i.key.userId === 1 && i.key.title === 1);

  it('builds none at start with MONGO_AUTO_INDEX=false, and every model’s with createIndexes', async () => {
    const run = uniqueName('indexes');
    const config = parseConfig(service.configSchema, isolatedServiceEnv(await testInfra(), run, { LOG_LEVEL: 'error', MONGO_AUTO_INDEX: 'false' }));
    const db = await mongoose.createConnection(config.MONGO_URL, { dbName: config.MONGO_DB, retryWrites: false }).asPromise();
    const indexesOf = async (collection: string) => (await db.db!.collection(collection).indexes().catch(() => [])) as { key: Record<string, number>; unique?: boolean }[];
    try {
      const app = await createHttpApp(service.appModule(config), service.http);
      await app.init();
      await app.close();
      expect(uniqueNoteIndex(await indexesOf('notes'))).toBe(false);

      const collections = await createIndexes(service, config);
      expect(collections).toEqual(expect.arrayContaining(['notes', 'processed_events']));
      expect(uniqueNoteIndex(await indexesOf('notes'))).toBe(true);
      expect((await indexesOf('processed_events')).some((i) => i.key.processedAt === 1)).toBe(true);
    } finally {
      await db.db!.dropDatabase();
      await db.close();
    }
  });
});
