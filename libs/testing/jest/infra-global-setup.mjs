// jest globalSetup for projects with integration tests against real infra:
//   globalSetup: require.resolve('<repo>/libs/testing/jest/infra-global-setup.mjs')
// Under `npm test` the addresses are already exported and this returns at once. Run alone
// (`npx jest services/x`), it starts or reuses the infra (Docker via testcontainers when an engine
// answers, else the native daemons) and exports MONGO_URL, KAFKA_BROKERS and REDIS_URL to the
// environment, which jest's workers inherit.
import { ensureInfra } from '../../../scripts/infra/index.mjs';
import { pruneTestTopics } from '../../../scripts/infra/prune-test-topics.mjs';

const REQUIRED = ['MONGO_URL', 'KAFKA_BROKERS', 'REDIS_URL'];

export default async function infraGlobalSetup() {
  if (REQUIRED.every((name) => process.env[name])) return;
  const env = await ensureInfra({ components: ['mongo', 'kafka', 'redis'], purpose: 'test' });
  Object.assign(process.env, env);
  // As npm test does first: earlier runs' prefixed topics go, or a long-lived local broker keeps them all.
  await pruneTestTopics(env.KAFKA_BROKERS.split(',')).catch((err) => console.warn(`pruning earlier test topics failed: ${err.message}`));
}
