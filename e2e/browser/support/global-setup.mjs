// Fails the browser e2e run up front, with the reason, when the stack or the browser is missing:
// a test run that cannot reach the product must never look green or "skipped".
import fs from 'node:fs';

export default async function globalSetup() {
  const base = (process.env.E2E_BASE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
  const settings = JSON.parse(fs.readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));
  const chromium = process.env.CHROMIUM_PATH ?? settings.defaultPath;
  if (!fs.existsSync(chromium)) {
    throw new Error(`browser e2e: no Chromium at ${chromium} (set CHROMIUM_PATH)`);
  }
  const checks = [
    [`${base}/app-config.json`, 'the gateway serving /app-config.json'],
    [`${base}/remotes/landing/mf-manifest.json`, 'the landing remote (frontends/landing/dist) at /remotes/landing/'],
    [`${base}/`, 'the shell (frontends/shell/dist) at /'],
    [`${base}/api/plans/public`, 'the API at /api'],
  ];
  for (const [url, what] of checks) {
    let response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new Error(`browser e2e: ${what} is unreachable at ${url} (${error.cause?.code ?? error.message}). Start the stack (npm start) or set E2E_BASE_URL.`);
    }
    if (!response.ok) {
      throw new Error(`browser e2e: ${what} answered ${response.status} at ${url}. Build the front ends (npx nx run-many -t build) and start the stack.`);
    }
  }
}
