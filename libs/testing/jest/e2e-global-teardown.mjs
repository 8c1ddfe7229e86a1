// Stops the stack e2e-global-setup.mjs started (nothing when it reused one).
export default async function e2eGlobalTeardown() {
  const stack = globalThis.__LIQUIFY_E2E_STACK__;
  if (!stack) return;
  delete globalThis.__LIQUIFY_E2E_STACK__;
  await stack.stop();
}
