// Read-only access to the chaos stack's databases (<runId>_<service>), for the final-state checks.
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../infra/paths.mjs';

const requireFromRepo = createRequire(path.join(REPO_ROOT, 'package.json'));

export async function openDatabases(mongoUrl, runId) {
  const { MongoClient } = requireFromRepo('mongoose').mongo;
  const client = new MongoClient(mongoUrl, { directConnection: true, serverSelectionTimeoutMS: 10_000 });
  await client.connect();
  return {
    collection: (service, name) => client.db(`${runId}_${service}`).collection(name),
    close: () => client.close(true),
  };
}
