// jest globalSetup for the API and browser e2e suites:
//   globalSetup: '<repo>/libs/testing/jest/e2e-global-setup.mjs',
//   globalTeardown: '<repo>/libs/testing/jest/e2e-global-teardown.mjs',
// When E2E_BASE_URL is already set (npm test starts one stack for both e2e phases, or you point
// the suite at a running stack) it does nothing; otherwise it starts the stack and exports the
// E2E_* variables (see e2e-stack.mjs) for the test workers.
import { startE2eStack } from './e2e-stack.mjs';

export default async function e2eGlobalSetup() {
  if (process.env.E2E_BASE_URL) return;
  const started = Date.now();
  const { stack, env } = await startE2eStack();
  globalThis.__LIQUIFY_E2E_STACK__ = stack;
  Object.assign(process.env, env);
  process.stderr.write(`\ne2e stack up in ${((Date.now() - started) / 1000).toFixed(1)} s at ${env.E2E_BASE_URL} (logs: ${env.E2E_LOG_DIR})\n`);
}
