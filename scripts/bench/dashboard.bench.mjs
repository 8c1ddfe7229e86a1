/* global window -- the measuring functions run inside the page, through page.evaluate */
// /dashboard/modules in headless Chromium (issue 14, "Tests and budgets"): a signed-in user opens the
// module catalogue (the full seeded catalogue, every module fetched at once). Measured on cold loads:
//   - first-load JavaScript of shell + dashboard (gzip) for that route: budget 300 KB (the editors,
//     CodeMirror and the Liquid engine load on demand and must not be in it);
//   - Largest Contentful Paint: budget 1.5 s;
//   - typing in the search: from each keystroke's input event to the first frame painted after the list
//     shows the new filter (keystrokes that change nothing shown are not measured), budget one frame (16.7 ms at 60 Hz), and the Event Timing duration of the
//     keystrokes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { ensureFrontendsBuilt, gzip9, kb, median, ms, origin, readPageFigures, sum, waitRendered } from './landing.bench.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 5);
const WARMUP_LOADS = Number(process.env.BENCH_DASHBOARD_WARMUP_LOADS ?? 3);
const VIEWPORT = { width: 1280, height: 800 };
const chromiumSettings = JSON.parse(readFileSync(path.join(REPO_ROOT, 'e2e/browser/support/chromium.json'), 'utf8'));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? chromiumSettings.defaultPath;

const JS_BUDGET_BYTES = 300_000;
const LCP_BUDGET_MS = 1500;
const FRAME_MS = 1000 / 60;
const SETTLE_MS = 1500;
const QUERY = 'countdown';
const LIST = '[data-testid="module-list"] li';

async function signUpToken(base) {
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench User', email, password: 'Bench1234!', plan: 'free', planSlug: 'free' }),
  });
  const body = await response.json();
  if (!body?.data?.token) throw new Error(`could not register the bench user: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body.data.token;
}

/* global document, performance, requestAnimationFrame, MutationObserver, PerformanceObserver -- runs in the page */
/**
 * Arms the page: every input event's time, and the first frame painted after the shown list changed (the
 * count line or the list itself). A keystroke that changes nothing shown (e.g. 'coun' after 'cou' when
 * both match the same modules) has nothing to paint and is not measured.
 */
function armSearchProbe() {
  const probe = { inputs: [], frames: [], events: [] };
  window.__searchProbe = probe;
  const input = document.querySelector('#modules-search');
  input.addEventListener('input', (event) => probe.inputs.push(event.timeStamp), { capture: true });
  const found = document.querySelector('[data-testid="modules-found"]');
  const list = document.querySelector('[data-testid="module-list"]');
  let waiting = false;
  const changed = () => {
    if (waiting) return;
    waiting = true;
    const changedAt = performance.now();
    requestAnimationFrame(() => {
      waiting = false;
      probe.frames.push({ changedAt, paintedAt: performance.now(), text: found.textContent });
    });
  };
  const options = { childList: true, characterData: true, subtree: true };
  new MutationObserver(changed).observe(found, options);
  new MutationObserver(changed).observe(list.parentElement ?? list, options);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'keydown' || entry.name === 'input' || entry.name === 'keypress') probe.events.push({ name: entry.name, duration: entry.duration, processing: entry.processingEnd - entry.processingStart });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function measureLoad(browser, url, token, { collectJs, typeSearch }) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript((value) => window.localStorage.setItem('authToken', value), token);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const jsBodies = [];
  if (collectJs) {
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const isJs = /javascript/.test(type) || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
      if (!isJs || response.status() !== 200) return;
      jsBodies.push(response.body().then((body) => ({ url: response.url(), body }), () => null));
    });
  }
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    await waitRendered(page, LIST);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await page.waitForTimeout(SETTLE_MS);
    const figures = await page.evaluate(readPageFigures);
    const js = (await Promise.all(jsBodies)).filter(Boolean).map(({ url: jsUrl, body }) => ({ url: jsUrl, rawBytes: body.length, gzipBytes: gzip9(body) }));
    let typing = null;
    if (typeSearch) {
      await page.evaluate(armSearchProbe);
      await page.click('#modules-search');
      for (const char of QUERY) {
        await page.keyboard.type(char);
        await page.waitForTimeout(120);
      }
      typing = await page.evaluate(() => window.__searchProbe);
      const shown = await page.textContent('[data-testid="modules-found"]');
      typing.finalText = shown;
    }
    return { ...figures, js, errors, typing };
  } finally {
    await context.close();
  }
}

/**
 * Per painted change of the shown list: from the keystroke that caused it (the last input before the change)
 * to the first frame painted after it. Pairing each keystroke with the next change instead would charge a
 * keystroke that changes nothing with the typing pause and the next keystroke's work.
 */
function keystrokeLatencies(typing) {
  const latencies = [];
  for (const frame of typing.frames) {
    const cause = typing.inputs.filter((inputAt) => inputAt <= frame.changedAt).at(-1);
    if (cause !== undefined) latencies.push(frame.paintedAt - cause);
  }
  return latencies;
}

export async function dashboardModules(env) {
  ensureFrontendsBuilt('@liquify/shell,@liquify/dashboard');
  const base = env.E2E_BASE_URL.replace(/\/+$/, '');
  const url = `${base}/dashboard/modules`;
  const token = await signUpToken(base);
  const catalogue = await (await fetch(`${base}/api/modules?limit=1000`)).json();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumSettings.args });
  const runs = [];
  let warmup;
  try {
    // Unmeasured loads first: the product's first answers of a signed-in page (the services' code paths,
    // FerretDB's and Kafka's first reads) and Chromium's start. Reading the JS bodies through the DevTools
    // protocol slows a load, so the first-load JS is read in a warm-up load, not a measured one.
    warmup = await measureLoad(browser, url, token, { collectJs: true, typeSearch: false });
    for (let run = 1; run < WARMUP_LOADS; run += 1) await measureLoad(browser, url, token, { collectJs: false, typeSearch: false });
    for (let run = 0; run < RUNS; run += 1) runs.push(await measureLoad(browser, url, token, { collectJs: false, typeSearch: true }));
  } finally {
    await browser.close();
  }
  const first = { ...runs[0], js: warmup.js };
  const jsGzip = sum(first.js, 'gzipBytes');
  const lcps = runs.map((r) => r.lcp?.ms ?? Infinity);
  const latencies = runs.flatMap((r) => keystrokeLatencies(r.typing));
  const eventDurations = runs.flatMap((r) => r.typing.events.map((e) => e.duration));
  console.log(`\n== /dashboard/modules (shell + dashboard remote, signed in, ${catalogue.data?.length ?? '?'} modules) in headless Chromium, ${RUNS} cold loads at ${VIEWPORT.width}x${VIEWPORT.height}`);
  console.table(
    [...first.js]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((file) => ({ file: new URL(file.url).pathname, from: origin(file.url), 'raw KB': kb(file.rawBytes), 'gzip KB': kb(file.gzipBytes) })),
  );
  const onDemand = first.js.filter((f) => /codemirror|liquid/i.test(f.url));
  console.log(`first-load JS (gzip): ${kb(jsGzip)} KB in ${first.js.length} files  (budget <= ${kb(JS_BUDGET_BYTES)} KB)  ${jsGzip <= JS_BUDGET_BYTES ? 'OK' : 'BELOW TARGET'}`);
  if (onDemand.length) console.log(`!! editor code in the first load: ${onDemand.map((f) => f.url).join(', ')}`);
  const lcpMax = Math.max(...lcps);
  console.log(`LCP: runs ${lcps.map(ms).join(' ')} ms, median ${ms(median(lcps))} ms, max ${ms(lcpMax)} ms  (budget <= ${LCP_BUDGET_MS} ms, on the max)  ${lcpMax <= LCP_BUDGET_MS ? 'OK' : 'BELOW TARGET'}; element ${first.lcp?.element ?? '?'}`);
  const worst = latencies.length ? Math.max(...latencies) : Infinity;
  const p50 = latencies.length ? median(latencies) : Infinity;
  console.log(
    `search '${QUERY}' typed ${RUNS}x: ${latencies.length} keystrokes measured (input -> first frame painted with the new list): median ${p50.toFixed(1)} ms, max ${worst.toFixed(1)} ms` +
      `  (budget: within one frame, <= ${FRAME_MS.toFixed(1)} ms on the median)  ${p50 <= FRAME_MS ? 'OK' : 'BELOW TARGET'}; final line '${first.typing.finalText}'`,
  );
  console.log(`Event Timing: ${eventDurations.length} keyboard events over 16 ms${eventDurations.length ? ` (max ${Math.max(...eventDurations)} ms)` : ''}`);
  const pageErrors = runs.flatMap((r) => r.errors);
  if (pageErrors.length) console.log(`!! ${pageErrors.length} page errors, first: ${pageErrors[0]}`);
  return { jsGzip, lcpMax, searchMedianMs: p50, searchMaxMs: worst };
}
