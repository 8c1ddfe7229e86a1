/* global localStorage -- read inside the page (page.evaluate), not in Node */
// A rolling restart of every product process (each replica of each service, then each gateway: SIGTERM, start,
// ready, next) under the write load, while a signed-in browser session keeps using the dashboard: each of
// its page loads must show the user's library, no answer it receives may be a 5xx, no write may be lost.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../infra/paths.mjs';
import { readUntil, sleep } from './client.mjs';
import { underWrites } from './under-writes.mjs';

const requireFromRepo = createRequire(path.join(REPO_ROOT, 'package.json'));
const chromiumSettings = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'e2e', 'browser', 'support', 'chromium.json'), 'utf8'));

export const name = 'rolling restart with a browser session';

/** A browser signed in as a new customer with one module, reloading the dashboard's library until stopped. */
async function browserSession(ctx) {
  const { chromium } = requireFromRepo('playwright-core');
  const email = `chaos-browser-${Date.now().toString(36)}@example.com`;
  const registered = await readUntil('register the browser user', () => ctx.fx.register(email));
  const token = registered.body.data.token;
  const added = await readUntil('add a module for the browser user', () => ctx.call('/api/user-modules/add', { token, body: { moduleId: ctx.fx.moduleIds[0] } }));
  const title = added.body.data.title;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? chromiumSettings.defaultPath, args: chromiumSettings.args });
  const context = await browser.newContext({ baseURL: ctx.stack.baseUrl, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const stats = { loads: 0, failed: [], serverErrors: [] };
  page.on('response', (res) => {
    if (res.status() >= 500 && stats.serverErrors.length < 10) stats.serverErrors.push(`${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`);
  });
  await page.goto('/app-config.json');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        await page.goto('/dashboard/library');
        await page.getByText(title).first().waitFor();
        const me = await page.evaluate(async () => (await fetch('/api/auth/me', { headers: { authorization: `Bearer ${localStorage.getItem('authToken')}` } })).status);
        if (me !== 200) throw new Error(`/api/auth/me answered ${me} in the page`);
        stats.loads++;
      } catch (err) {
        stats.failed.push(err.message.split('\n')[0]);
      }
      await sleep(500);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await browser.close();
      return stats;
    },
  };
}

export function run(ctx) {
  return underWrites(ctx, name, async () => {
    const session = await browserSession(ctx);
    const order = [...ctx.stack.services.flatMap((s) => ctx.stack.byService[s]), ...ctx.stack.byService.gateway];
    const restartedAt = Date.now();
    for (const replica of order) {
      await replica.proc.stop();
      await replica.proc.start();
    }
    const rollS = (Date.now() - restartedAt) / 1000;
    await sleep(2000);
    const stats = await session.stop();
    const failures = [...stats.failed.slice(0, 5).map((f) => `browser: ${f}`), ...stats.serverErrors.map((e) => `browser received ${e}`)];
    if (stats.loads === 0) failures.push('the browser never loaded the dashboard');
    return { convergenceS: undefined, failures, notes: [`${order.length} processes restarted one by one in ${rollS.toFixed(0)} s; the browser loaded the library ${stats.loads} times, ${stats.failed.length} failed`] };
  }, { limits: {} });
}
