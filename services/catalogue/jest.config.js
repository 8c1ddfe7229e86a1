// Unit tests beside the code (src/**/*.spec.ts), integration tests in test/*.int-spec.ts, and the seed
// catalogue's own checks (seed/**/*.spec.ts) all run in this one project.
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'catalogue',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/seed/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
  // Integration tests share real infrastructure; each file isolates itself by database and topic prefix.
  testTimeout: 60000,
};
