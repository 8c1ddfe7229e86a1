// CommonJS so every loader (root jest.config.ts, `npx jest` in this folder) reads it as is.
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'lib-testing',
  rootDir: __dirname,
  // Integration tests here use the real infra; this makes `npx jest libs/testing` work on its own.
  globalSetup: require.resolve('./jest/infra-global-setup.mjs'),
};
