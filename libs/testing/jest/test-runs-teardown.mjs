// jest globalTeardown of the root config: see test-runs.mjs.
export { teardown as default } from './test-runs.mjs';
