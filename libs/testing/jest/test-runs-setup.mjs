// jest globalSetup of the root config: see test-runs.mjs.
export { setup as default } from './test-runs.mjs';
