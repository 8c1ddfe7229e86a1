// Unit tests beside the code (src/**/*.spec.ts) and integration tests against the real FerretDB, Kafka and
// Redis (test/*.int-spec.ts) run in this one project; each integration file isolates itself by database,
// topic prefix and Redis key prefix.
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'library',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
  testTimeout: 60000,
};
