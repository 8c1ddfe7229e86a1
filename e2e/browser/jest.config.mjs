// Browser end-to-end tests: Debian's Chromium driven by playwright-core against a running stack.
// The stack is the gateway at E2E_BASE_URL (set by `npm test`'s e2e phase; default http://localhost:8080),
// serving the built shell and remotes and the API. Nothing is skipped: an unreachable stack fails the
// run with a message that says so.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('jest').Config} */
export default {
  displayName: 'browser-e2e',
  rootDir: here,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        swcrc: false,
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  globalSetup: path.join(here, 'support/global-setup.mjs'),
  testTimeout: 90_000,
  maxWorkers: 1,
};
