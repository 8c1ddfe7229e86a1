// Shared jest settings for Node-side projects (libs, services, gateway). A project's config spreads
// it and sets rootDir + displayName. Paths are absolute from this file, so the preset works at any
// depth (gateway/ is one level down, libs/* and services/* two).
const fs = require('node:fs');
const path = require('node:path');

const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
delete swcrc.$schema;
const swcJest = require.resolve('@swc/jest');
const swcTs = { ...swcrc, swcrc: false };
const swcTsx = {
  ...swcTs,
  jsc: {
    ...swcrc.jsc,
    parser: { ...swcrc.jsc.parser, tsx: true },
    transform: { ...swcrc.jsc.transform, react: { runtime: 'automatic' } },
  },
};

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(ts|js|mts|cts)$': [swcJest, swcTs],
    '^.+\\.(tsx|jsx)$': [swcJest, swcTsx],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  // Libraries are consumed from source in tests: `@liquify/x` -> libs/x/src/index.ts.
  moduleNameMapper: {
    '^@liquify/contracts/rules$': path.join(__dirname, 'libs', 'contracts', 'src', 'rules.ts'),
    '^@liquify/contracts/routes$': path.join(__dirname, 'libs', 'contracts', 'src', 'routes.ts'),
    '^@liquify/([^/]+)$': path.join(__dirname, 'libs', '$1', 'src', 'index.ts'),
  },
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**/*.int-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Integration tests wait on real infra (pub/sub, consumers) with waitFor deadlines of 10 s; jest's 5 s
  // default cut them short on a loaded 2-core machine before their own deadline said anything.
  testTimeout: 30_000,
  // The run deletes the Kafka topics its tests created when it ends (also when one project runs alone).
  globalSetup: path.join(__dirname, 'libs/testing/jest/test-runs-setup.mjs'),
  globalTeardown: path.join(__dirname, 'libs/testing/jest/test-runs-teardown.mjs'),
};
