// API end-to-end tests: every request goes through the gateway of a real stack (real FerretDB, Kafka,
// Redis, every built service), started once by the global setup unless E2E_BASE_URL points at one.
const path = require('node:path');
const root = path.join(__dirname, '..');
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'api-e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/api/**/*.e2e.ts'],
  globalSetup: path.join(root, 'libs/testing/jest/e2e-global-setup.mjs'),
  globalTeardown: path.join(root, 'libs/testing/jest/e2e-global-teardown.mjs'),
  testTimeout: 60_000,
  maxWorkers: 1,
};
