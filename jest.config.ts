// Root jest config: one run over every project's own jest config (`npm test`, or `npx jest <path>`).
// Written as CommonJS TypeScript so Node's built-in type stripping loads it without warnings.
// Project configs are loaded by libs/testing/jest/load-project-configs.mjs and passed to jest as
// objects, so both the native-ESM and the Nx style of per-project config work.
const { globSync } = require('node:fs');
const path = require('node:path');
const { loadProjectConfigs } = require('./libs/testing/jest/load-project-configs.mjs');

const PROJECT_CONFIG_GLOBS = ['libs/*/jest.config.*', 'services/*/jest.config.*', 'gateway/jest.config.*', 'frontends/*/jest.config.*'];

function projectConfigFiles(): string[] {
  return PROJECT_CONFIG_GLOBS.flatMap((pattern) => globSync(pattern, { cwd: __dirname }) as string[])
    .filter((file) => /\.(ts|mts|cts|js|cjs|mjs|json)$/.test(file))
    .map((file) => path.join(__dirname, file))
    .sort();
}

module.exports = async () => ({
  // A global option: jest ignores `testTimeout` in a project's config (jest.preset.js sets it for runs of one
  // project). Above the integration tests' own 10 s waitFor deadlines, so those say what they waited for.
  testTimeout: 30_000,
  // The run deletes the Kafka topics its integration tests created, once every project is done.
  globalSetup: path.join(__dirname, 'libs/testing/jest/test-runs-setup.mjs'),
  globalTeardown: path.join(__dirname, 'libs/testing/jest/test-runs-teardown.mjs'),
  projects: await loadProjectConfigs(projectConfigFiles()),
});
