import { getConnectionToken } from '@nestjs/mongoose';
import type { ServiceEnv } from '@liquify/config';
import { createHttpApp } from '@liquify/http';
import type { Connection } from 'mongoose';
import type { ServiceDefinition } from './service-definition';

/**
 * Builds the MongoDB indexes of every model of a service and answers the collections done: the production
 * step that runs before a rollout's processes start (`node dist/main.js --create-indexes`, an init container),
 * so no process builds indexes at boot (MONGO_AUTO_INDEX=false) and seeds never write before a unique index
 * exists. The app is assembled, never initialised: no seed, consumer, relay or port runs.
 */
export async function createIndexes<C extends ServiceEnv>(service: ServiceDefinition<C>, config: C): Promise<string[]> {
  const app = await createHttpApp(service.appModule(config), service.http);
  try {
    const connection = app.get<Connection>(getConnectionToken(), { strict: false });
    const done: string[] = [];
    for (const model of Object.values(connection.models)) {
      await model.createIndexes();
      done.push(model.collection.collectionName);
    }
    return done.sort();
  } finally {
    await app.close();
  }
}
