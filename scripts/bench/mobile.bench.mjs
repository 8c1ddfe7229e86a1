// The public pages and the module catalogue on a throttled phone (issue 26 item 3): 390x844 at 3x, 150 ms
// round trip, 1.6 Mbps down, 4x slower CPU (Chrome DevTools Protocol), COLD_LOADS cold loads of each page,
// medians. Each product page is loaded in turn with a static page of the same first screen (HTML and CSS, no
// JavaScript, node:http) in the same run and under the same profile, so both see the same machine load.
// Targets: LCP of / <= 1.5x its static page, of /auth <= 2x, of /dashboard/modules <= 2.0 s.
// Also printed: the JavaScript each first load fetched (bytes on the wire, brotli as served) and its CLS.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { BASELINE_HTML, ensureFrontendsBuilt, kb, median, ms } from './landing.bench.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const chromiumSettings = JSON.parse(readFileSync(path.join(REPO_ROOT, 'e2e/browser/support/chromium.json'), 'utf8'));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? chromiumSettings.defaultPath;
const COLD_LOADS = Number(process.env.BENCH_MOBILE_RUNS ?? 3);

export const MOBILE_PROFILE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  rttMs: 150,
  downBitsPerSecond: 1_600_000,
  upBitsPerSecond: 750_000,
  cpuSlowdown: 4,
};
/** After the page rendered: network quiet, then this long, so late LCP candidates count. */
const SETTLE_MS = 2000;

/** The sign-in card of /auth (frontends/landing/src/pages/auth/AuthPage.tsx) as static HTML and CSS. */
export const AUTH_BASELINE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign In | Liquify</title>
<style>
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font-family: 'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #0f172a; -webkit-font-smoothing: antialiased; }
  main { min-height: 100vh; display: flex; flex-direction: column; align-items: center; background: linear-gradient(#eef2ff, #fff); padding: 2rem 1rem; }
  .logo { margin-bottom: 1.5rem; font-weight: 700; font-size: 1.125rem; color: #0f172a; text-decoration: none; }
  .card { width: 100%; max-width: 32rem; border-radius: 1rem; background: #fff; padding: 1.25rem; box-shadow: 0 1px 3px rgb(0 0 0 / .1), 0 0 0 1px #e2e8f0; }
  h1 { margin: 0; text-align: center; font-size: 1.5rem; line-height: 2rem; font-weight: 600; }
  .lead { margin: .25rem 0 0; text-align: center; font-size: .875rem; color: #475569; }
  .tabs { margin-top: 1.5rem; display: flex; gap: .25rem; border-radius: .5rem; background: #f1f5f9; padding: .25rem; }
  .tabs span { flex: 1; text-align: center; padding: .5rem; font-size: .875rem; font-weight: 600; border-radius: .375rem; }
  .tabs span:first-child { background: #fff; }
  label { display: block; margin-top: 1.25rem; font-size: .875rem; font-weight: 500; color: #334155; }
  input { margin-top: .5rem; width: 100%; height: 2.875rem; border-radius: .5rem; border: 1px solid #cbd5e1; padding: 0 .875rem; font: inherit; }
  button { margin-top: 1.5rem; width: 100%; height: 2.75rem; border: 0; border-radius: .5rem; background: #4f46e5; color: #fff; font: inherit; font-weight: 600; }
</style>
</head>
<body>
<main>
  <a class="logo" href="/">Liquify</a>
  <div class="card">
    <h1>Welcome back</h1>
    <p class="lead">Sign in to your library of modules and sections.</p>
    <div class="tabs"><span>Sign In</span><span>Sign Up</span></div>
    <form><label for="email">Email</label><input id="email" type="email" placeholder="you@store.com">
    <label for="password">Password</label><input id="password" type="password" placeholder="Your password">
    <button type="submit">Sign In</button></form>
  </div>
</main>
</body>
</html>
`;

/** One static page per path, on one loopback server. */
async function staticServer(pages) {
  const server = http.createServer((req, res) => {
    const body = pages[new URL(req.url, 'http://x').pathname];
    if (!body) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-cache' });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/* global PerformanceObserver, window, document -- the init script runs in the page */
function observeVitals() {
  window.__vitals = { lcp: null, cls: 0 };
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    const element = last.element;
    window.__vitals.lcp = { ms: last.startTime, element: element ? `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"` : last.url };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** One cold load under the profile: LCP, CLS and the JavaScript bytes received. */
async function coldLoad(browser, url, { waitFor, token }) {
  const context = await browser.newContext({ viewport: MOBILE_PROFILE.viewport, deviceScaleFactor: MOBILE_PROFILE.deviceScaleFactor, isMobile: true, hasTouch: true });
  if (token) await context.addInitScript((value) => window.localStorage.setItem('authToken', value), token);
  await context.addInitScript(observeVitals);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.rttMs,
    downloadThroughput: MOBILE_PROFILE.downBitsPerSecond / 8,
    uploadThroughput: MOBILE_PROFILE.upBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    if (type === 'Script') scripts.set(requestId, 0);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (scripts.has(requestId)) scripts.set(requestId, encodedDataLength);
  });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction((s) => document.querySelector(s) !== null, waitFor, { polling: 100, timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    await page.waitForTimeout(SETTLE_MS);
    const vitals = await page.evaluate(() => window.__vitals);
    if (!vitals.lcp) throw new Error(`no largest-contentful-paint entry for ${url}`);
    const jsBytes = [...scripts.values()].reduce((total, bytes) => total + bytes, 0);
    return { lcpMs: vitals.lcp.ms, element: vitals.lcp.element, cls: vitals.cls, jsBytes, jsFiles: scripts.size, errors };
  } finally {
    await context.close();
  }
}

async function signUpToken(base) {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Phone', email: `bench-phone-${Date.now().toString(36)}@example.com`, password: 'Bench1234!', plan: 'free', planSlug: 'free' }),
  });
  const body = await response.json();
  if (!body?.data?.token) throw new Error(`could not register the bench user: ${response.status}`);
  return body.data.token;
}

/** The three pages, each with its static page and target (ratio to static, or an absolute LCP). */
function pagesOf(base, staticUrl, token) {
  return [
    { name: '/', url: `${base}/`, waitFor: '#hero-title', staticUrl: `${staticUrl}/`, maxRatio: 1.5 },
    { name: '/auth', url: `${base}/auth`, waitFor: 'h1', staticUrl: `${staticUrl}/auth`, maxRatio: 2 },
    { name: '/dashboard/modules', url: `${base}/dashboard/modules`, waitFor: '[data-testid="module-list"] li', token, staticUrl: `${staticUrl}/`, maxLcpMs: 2000 },
  ];
}

export async function mobilePages(env) {
  ensureFrontendsBuilt('@liquify/shell,@liquify/landing,@liquify/dashboard');
  const base = env.E2E_BASE_URL.replace(/\/+$/, '');
  const token = await signUpToken(base);
  const statics = await staticServer({ '/': BASELINE_HTML, '/auth': AUTH_BASELINE_HTML });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumSettings.args });
  const pages = pagesOf(base, statics.url, token);
  const results = [];
  try {
    for (const page of pages) {
      // One unmeasured load of each side first (the gateway's first render of the page, file reads, Chromium's start).
      await coldLoad(browser, page.url, page);
      await coldLoad(browser, page.staticUrl, { waitFor: 'h1' });
      const product = [];
      const baseline = [];
      for (let run = 0; run < COLD_LOADS; run += 1) {
        product.push(await coldLoad(browser, page.url, page));
        baseline.push(await coldLoad(browser, page.staticUrl, { waitFor: 'h1' }));
      }
      results.push({ page, product, baseline });
    }
  } finally {
    await browser.close();
    await statics.close();
  }

  const p = MOBILE_PROFILE;
  console.log(
    `\n== phone profile: ${p.viewport.width}x${p.viewport.height} @${p.deviceScaleFactor}x, ${p.rttMs} ms RTT, ${p.downBitsPerSecond / 1e6} Mbps down, ${p.cpuSlowdown}x CPU; ${COLD_LOADS} cold loads per side, medians (load average ${loadAverage()})`,
  );
  console.table(
    results.flatMap(({ page, product, baseline }) => [
      row(`${page.name} product`, product),
      row(page.name === '/dashboard/modules' ? '  static hero page (reference)' : `  ${page.name} static page`, baseline),
    ]),
  );
  const verdicts = results.map(({ page, product, baseline }) => {
    const lcp = median(product.map((r) => r.lcpMs));
    const staticLcp = median(baseline.map((r) => r.lcpMs));
    const ratio = lcp / staticLcp;
    const met = page.maxRatio !== undefined ? ratio <= page.maxRatio : lcp <= page.maxLcpMs;
    const target = page.maxRatio !== undefined ? `LCP <= ${page.maxRatio}x static` : `LCP <= ${(page.maxLcpMs / 1000).toFixed(1)} s`;
    const cls = Math.max(...product.map((r) => r.cls));
    console.log(
      `${page.name}: LCP median ${ms(lcp)} ms, static ${ms(staticLcp)} ms, ratio ${ratio.toFixed(2)}  (target ${target})  ${met ? 'OK' : 'BELOW TARGET'}; CLS max ${cls.toFixed(3)} (target < 0.05) ${cls < 0.05 ? 'OK' : 'BELOW TARGET'}; first-load JS ${kb(median(product.map((r) => r.jsBytes)))} KB on the wire`,
    );
    const errors = product.flatMap((r) => r.errors);
    if (errors.length) console.log(`!! ${errors.length} page errors on ${page.name}, first: ${errors[0]}`);
    return { page: page.name, lcpMs: lcp, staticLcpMs: staticLcp, ratio, met, cls };
  });
  return verdicts;
}

function row(name, runs) {
  const lcps = runs.map((r) => r.lcpMs);
  return {
    name,
    'LCP median ms': ms(median(lcps)),
    'LCP runs ms': lcps.map(ms).join(' '),
    'LCP element': [...new Set(runs.map((r) => r.element))].join(' | ').slice(0, 60),
    'CLS max': Math.max(...runs.map((r) => r.cls)).toFixed(3),
    'JS files': runs[0].jsFiles,
    'JS KB (wire)': kb(median(runs.map((r) => r.jsBytes))),
  };
}

function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return '?';
  }
}
