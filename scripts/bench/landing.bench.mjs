// The landing page in headless Chromium (issue 5, "Benchmark"): first-load JavaScript of shell + landing
// (gzip) and Largest Contentful Paint of `/` as served by the gateway, next to a baseline measured in the
// same run: a static HTML page with the same hero content and no JavaScript, served by node:http.
// Budget: first-load JS <= 250 KB gzip, LCP <= 1.2 s, the module strip's images lazy.
//
// Each load is cold (a fresh browser context: empty cache and storage), 1280x800, no throttling (loopback).
// The product and the baseline are loaded in turn, RUNS times each, so both see the same machine load.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_LANDING_RUNS ?? 5);
const VIEWPORT = { width: 1280, height: 800 };
const chromiumSettings = JSON.parse(readFileSync(path.join(REPO_ROOT, 'e2e/browser/support/chromium.json'), 'utf8'));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? chromiumSettings.defaultPath;
/** Budgets. 1 KB = 1000 B (the stricter reading). */
const JS_BUDGET_BYTES = 250_000;
const LCP_BUDGET_MS = 1200;
/** After `load`: network quiet, then this long, so late LCP candidates (cards after the API answers) count. */
const SETTLE_MS = 1500;

// ── front ends ─────────────────────────────────────────────────────────────────────────────────────────

/** The gateway serves frontends/<name>/dist from disk: build them if needed (Nx cache: a no-op when current). */
export function ensureFrontendsBuilt(projects = '@liquify/shell,@liquify/landing') {
  const started = Date.now();
  const nx = path.join(REPO_ROOT, 'node_modules', '.bin', 'nx');
  const result = spawnSync(
    process.execPath,
    [
      nx,
      'run-many',
      '-t',
      'build',
      `--projects=${projects}`,
      '--output-style=stream-without-prefixes',
    ],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) {
    throw new Error(
      `building the front ends failed (nx exited with ${result.status}):\n${`${result.stdout}${result.stderr}`.slice(-3000)}`,
    );
  }
  const expected = projects.split(',').map((p) => p.replace('@liquify/', '')).map((name) => (name === 'shell' ? 'frontends/shell/dist/index.html' : `frontends/${name}/dist/mf-manifest.json`));
  for (const file of expected) {
    if (!existsSync(path.join(REPO_ROOT, file))) throw new Error(`${file} is missing after the build`);
  }
  console.log(
    `front ends built (nx run-many -t build, cached) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

// ── baseline ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * The hero of frontends/landing/src/pages/home/Hero/Hero.tsx (and the top bar over it) as static HTML and
 * CSS: same texts, same font stack (libs/ui/src/theme.css), similar sizes and colours, no JavaScript.
 */
export const BASELINE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Liquify</title>
<meta name="description" content="Ready-made Shopify modules and sections. Customize visually, install in 3 clicks, and replace $300+ a month of separate apps.">
<style>
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font-family: 'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #0f172a; -webkit-font-smoothing: antialiased; }
  header { position: fixed; inset: 0 0 auto 0; z-index: 50; }
  nav { max-width: 80rem; height: 4rem; margin: 0 auto; padding: 0 2rem; display: flex; align-items: center; justify-content: space-between; gap: 1rem; }
  nav .logo { color: #fff; font-weight: 800; font-size: 1.25rem; text-decoration: none; }
  nav ul { display: flex; gap: .25rem; list-style: none; margin: 0; padding: 0; }
  nav ul a { color: #cbd5e1; font-size: .875rem; font-weight: 500; padding: .5rem .75rem; text-decoration: none; }
  nav .account { color: #0f172a; background: #fff; border-radius: 9999px; padding: .5rem 1rem; font-size: .875rem; font-weight: 600; text-decoration: none; }
  .hero { position: relative; overflow: hidden; background: #020617; padding: 9rem 0 5rem; isolation: isolate; }
  .hero::before { content: ''; position: absolute; top: -10rem; left: 50%; width: 60rem; height: 36rem; transform: translateX(-50%); border-radius: 9999px; background: radial-gradient(closest-side, rgb(47 109 246 / .45), transparent); z-index: -1; }
  .wrap { max-width: 80rem; margin: 0 auto; padding: 0 2rem; }
  .column { max-width: 48rem; margin: 0 auto; text-align: center; }
  .badge { display: inline-flex; align-items: center; gap: .5rem; border: 1px solid rgb(255 255 255 / .1); background: rgb(255 255 255 / .05); border-radius: 9999px; padding: .25rem .75rem; font-size: .875rem; font-weight: 500; color: #c7d2fe; margin: 0; }
  .badge i { width: .375rem; height: .375rem; border-radius: 9999px; background: #34d399; }
  h1 { margin: 1.5rem 0 0; font-size: 3.75rem; line-height: 1; font-weight: 800; letter-spacing: -.025em; color: #fff; text-wrap: balance; }
  h1 span { background: linear-gradient(to right, #a5b4fc, #c4b5fd, #f0abfc); -webkit-background-clip: text; background-clip: text; color: transparent; }
  .lead { max-width: 42rem; margin: 1.25rem auto 0; font-size: 1.125rem; line-height: 1.625; color: #cbd5e1; text-wrap: pretty; }
  form { max-width: 36rem; margin: 2rem auto 0; }
  input { width: 100%; height: 3.5rem; border-radius: 1rem; border: 1px solid rgb(255 255 255 / .1); padding: 0 1rem 0 3rem; font: inherit; font-size: 1rem; }
  .strip { height: 18rem; margin-top: 2.5rem; }
  .cta { margin-top: 2.5rem; display: flex; flex-direction: column; align-items: center; gap: 1.25rem; }
  .cta a { display: inline-flex; align-items: center; gap: .5rem; border-radius: 9999px; background: #2f6df6; padding: .75rem 1.75rem; font-size: 1rem; font-weight: 600; color: #fff; text-decoration: none; }
  .stats { display: flex; flex-wrap: wrap; justify-content: center; gap: .5rem 1.5rem; list-style: none; margin: 0; padding: 0; font-size: .875rem; color: #94a3b8; }
  .stats b { color: #fff; }
</style>
</head>
<body>
<header><nav aria-label="Main">
  <a class="logo" href="/">Liquify</a>
  <ul><li><a href="#features">Features</a></li><li><a href="#benefits">Benefits</a></li><li><a href="#demo">How it Works</a></li><li><a href="#preview">Preview</a></li><li><a href="#showcase">Library</a></li><li><a href="#pricing">Pricing</a></li></ul>
  <a class="account" href="/auth">Sign In / Up</a>
</nav></header>
<main id="main">
<section class="hero" aria-labelledby="hero-title">
  <div class="wrap"><div class="column">
    <p class="badge"><i aria-hidden="true"></i>150+ modules · instant access · lifetime updates</p>
    <h1 id="hero-title">Shopify modules &amp; sections, <span>installed in 3 clicks</span></h1>
    <p class="lead">A growing library of ready-made storefront blocks. Customize them visually, copy the code and go live on unlimited stores — no developer, no stack of monthly apps.</p>
    <form role="search" aria-label="Modules"><label for="hero-search" hidden>Search modules</label><input id="hero-search" type="search" placeholder="Search “countdown timer”"></form>
  </div></div>
  <div class="strip" aria-hidden="true"></div>
  <div class="wrap"><div class="cta">
    <a href="#pricing">View plans</a>
    <ul class="stats"><li><b>4.9/5</b> rating</li><li><b>10,000+</b> stores</li><li><b>99.9%</b> uptime</li></ul>
  </div></div>
</section>
</main>
</body>
</html>
`;

async function baselineServer() {
  const body = Buffer.from(BASELINE_HTML);
  const server = http.createServer((req, res) => {
    if (req.url !== '/') {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
      'cache-control': 'no-cache',
    });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

// ── measuring one load ─────────────────────────────────────────────────────────────────────────────────

/** Raw bytes of a GET with the given Accept-Encoding (node:http does not decode, unlike fetch). */
function rawGet(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            encoding: res.headers['content-encoding'] ?? 'identity',
            bytes: Buffer.concat(chunks).length,
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

export const gzip9 = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

/* global PerformanceObserver, performance, document, window -- readPageFigures runs in the page */
/** Read in the page after it settled: LCP (buffered), resource timings and the strip's images. */
export function readPageFigures() {
  return new Promise((resolve) => {
    const describe = (element) => {
      if (!element) return '(element removed)';
      const id = element.id ? `#${element.id}` : '';
      const cls =
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}`
          : '';
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      return `<${element.tagName.toLowerCase()}${id}${cls}>${text ? ` "${text}"` : ''}`;
    };
    const entries = [];
    const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => {
      entries.push(...observer.takeRecords());
      observer.disconnect();
      const last = entries.at(-1);
      const resources = performance.getEntriesByType('resource').map((r) => ({
        name: r.name,
        initiatorType: r.initiatorType,
        encodedBodySize: r.encodedBodySize,
        decodedBodySize: r.decodedBodySize,
      }));
      const strip = document.querySelector('[data-testid="module-strip"]');
      const stripImages = strip ? [...strip.querySelectorAll('img')] : [];
      resolve({
        lcp: last
          ? { ms: last.startTime, size: last.size, element: describe(last.element), url: last.url || '' }
          : null,
        lcpCandidates: entries.length,
        resources,
        strip: strip
          ? {
              cards: strip.querySelectorAll('article').length,
              images: stripImages.length,
              notLazy: stripImages
                .filter((img) => img.getAttribute('loading') !== 'lazy')
                .map((img) => img.currentSrc || img.src),
              loaded: stripImages.filter((img) => img.complete && img.naturalWidth > 0).length,
            }
          : null,
        imagesFetched: resources.filter((r) => r.initiatorType === 'img').length,
        scrollY: window.scrollY,
      });
    }, 100);
  });
}

/**
 * Waits until `selector` is on the page and visible. Playwright's waitForSelector checks on every animation
 * frame, measuring the element's box each time, which forces a style and layout pass in each frame of the
 * load being measured; a check every 100 ms costs the page nothing noticeable.
 */
export async function waitRendered(page, selector) {
  await page.waitForFunction((s) => document.querySelector(s) !== null, selector, { polling: 100, timeout: 30_000 });
  await page.waitForSelector(selector, { state: 'visible', timeout: 30_000 });
}

/**
 * One cold load of `url` in a fresh context; `waitFor` is a selector that proves the page rendered.
 * `collectJs` reads every JS body through the DevTools protocol while the page loads, which slows the load:
 * it is asked of unmeasured loads only.
 */
async function measureLoad(browser, url, { waitFor, collectJs }) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const jsBodies = [];
  if (collectJs) {
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const isJs = /javascript/.test(type) || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
      if (!isJs || response.status() !== 200) return;
      jsBodies.push(
        response.body().then(
          (body) => ({
            url: response.url(),
            encoding: response.headers()['content-encoding'] ?? 'identity',
            body,
          }),
          () => null,
        ),
      );
    });
  }
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    await waitRendered(page, waitFor);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await page.waitForTimeout(SETTLE_MS);
    const figures = await page.evaluate(readPageFigures);
    if (!figures.lcp) throw new Error(`no largest-contentful-paint entry for ${url}`);
    const bodies = (await Promise.all(jsBodies)).filter(Boolean);
    const served = new Map(figures.resources.map((r) => [r.name, r]));
    const js = bodies.map(({ url: jsUrl, encoding, body }) => ({
      url: jsUrl,
      rawBytes: body.length,
      gzipBytes: gzip9(body),
      servedEncoding: encoding,
      servedBytes: served.get(jsUrl)?.encodedBodySize ?? null,
    }));
    return { ...figures, js, errors };
  } finally {
    await context.close();
  }
}

// ── report ─────────────────────────────────────────────────────────────────────────────────────────────

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const kb = (bytes) => (bytes / 1000).toFixed(1);
export const ms = (value) => Math.round(value);
export const sum = (items, key) => items.reduce((total, item) => total + (item[key] ?? 0), 0);

export function origin(url) {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\//.exec(pathname);
  return remote ? `${remote[1]} remote` : 'shell';
}

export async function landingPage(env) {
  ensureFrontendsBuilt();
  const productUrl = `${env.E2E_BASE_URL.replace(/\/+$/, '')}/`;
  const baseline = await baselineServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumSettings.args });
  const warmups = [];
  const product = [];
  const base = [];
  try {
    // Warm-up loads, not counted: the gateway's and the OS's first file reads, Chromium's start. The
    // product's two read the first-load JS (the same every load of one build; they are checked to agree).
    for (let run = 0; run < 2; run += 1) {
      warmups.push(await measureLoad(browser, productUrl, { waitFor: '#hero-title', collectJs: true }));
      await measureLoad(browser, baseline.url, { waitFor: '#hero-title', collectJs: false });
    }
    for (let run = 0; run < RUNS; run += 1) {
      product.push(await measureLoad(browser, productUrl, { waitFor: '#hero-title', collectJs: false }));
      base.push(await measureLoad(browser, baseline.url, { waitFor: '#hero-title', collectJs: false }));
    }
  } finally {
    await browser.close();
    await baseline.close();
  }

  // The JS of a cold load is the same every run (same build); the figures are the first warm-up's, and the
  // two warm-ups are checked to agree. The page figures (strip, images fetched) are the first measured run's.
  const first = { ...product[0], js: warmups[0].js };
  const jsGzip = sum(first.js, 'gzipBytes');
  const jsRaw = sum(first.js, 'rawBytes');
  const jsServed = sum(first.js, 'servedBytes');
  const jsCounts = new Set(warmups.map((r) => r.js.length));
  // What the gateway sends a client that accepts gzip only (the .gz siblings), for each JS file of the load.
  const servedGzip = await Promise.all(first.js.map((file) => rawGet(file.url, 'gzip')));
  const jsServedGzip = servedGzip.reduce((total, r) => total + r.bytes, 0);
  const uncompressed = servedGzip.filter((r) => r.encoding !== 'gzip').length;
  // The build compresses every JS asset of 1 KB or more (libs/ui/build/precompress-plugin.mjs).
  const notCompressed = first.js.filter(
    (file, i) => file.rawBytes >= 1024 && servedGzip[i].encoding !== 'gzip',
  );

  const lcpProduct = product.map((r) => r.lcp.ms);
  const lcpBaseline = base.map((r) => r.lcp.ms);
  const row = (name, runs, lcps, js) => ({
    name,
    'LCP median ms': ms(median(lcps)),
    'LCP max ms': ms(Math.max(...lcps)),
    'LCP runs ms': lcps.map(ms).join(' '),
    // Every element that was the LCP in some run (usually one).
    'LCP element': [...new Set(runs.map((r) => (r.lcp.url ? `img ${r.lcp.url}` : r.lcp.element)))].join(
      ' | ',
    ),
    'JS files': js.files,
    'JS KB gzip': js.gzip,
  });

  console.log(
    `\n== GET / (shell + landing remote) in headless Chromium, ${RUNS} cold loads at ${VIEWPORT.width}x${VIEWPORT.height}, no throttling`,
  );
  console.table([
    row('product (gateway, /)', product, lcpProduct, { files: first.js.length, gzip: kb(jsGzip) }),
    row('static HTML, same hero, no JS', base, lcpBaseline, { files: 0, gzip: '0.0' }),
  ]);
  console.log(
    'first-load JS of the product, largest first (gzip -9 of each body; served = bytes Chromium received):',
  );
  console.table(
    [...first.js]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((file) => ({
        file: new URL(file.url).pathname,
        from: origin(file.url),
        'raw KB': kb(file.rawBytes),
        'gzip KB': kb(file.gzipBytes),
        served: `${file.servedEncoding} ${file.servedBytes === null ? '?' : kb(file.servedBytes)} KB`,
      })),
  );
  console.log(
    `first-load JS: ${first.js.length} files, ${kb(jsRaw)} KB raw, ${kb(jsGzip)} KB gzip -9` +
      ` (served with Accept-Encoding gzip: ${kb(jsServedGzip)} KB${uncompressed ? `, ${uncompressed} file(s) uncompressed` : ''};` +
      ` to Chromium with br: ${kb(jsServed)} KB)` +
      (jsCounts.size > 1
        ? `  !! runs loaded different numbers of JS files: ${[...jsCounts].join(', ')}`
        : ''),
  );
  if (notCompressed.length) {
    console.log(
      `!! ${notCompressed.length} JS files of 1 KB or more were served uncompressed (${new URL(notCompressed[0].url).pathname}, ...):` +
        ' is the gateway built (npm run build) and were the front ends built in production mode?',
    );
  }
  console.log(
    `first-load JS (gzip): ${kb(jsGzip)} KB  (budget <= ${kb(JS_BUDGET_BYTES)} KB)  ${jsGzip <= JS_BUDGET_BYTES ? 'OK' : 'BELOW TARGET'}`,
  );
  const lcpMax = Math.max(...lcpProduct);
  console.log(
    `LCP (product): median ${ms(median(lcpProduct))} ms, max ${ms(lcpMax)} ms  (budget <= ${LCP_BUDGET_MS} ms, on the max)  ${lcpMax <= LCP_BUDGET_MS ? 'OK' : 'BELOW TARGET'}`,
  );
  console.log(
    `ratio (product / baseline LCP, medians): ${(median(lcpProduct) / median(lcpBaseline)).toFixed(2)}  (baseline median ${ms(median(lcpBaseline))} ms)`,
  );

  const strip = first.strip;
  const notLazy = product.flatMap((r) => r.strip?.notLazy ?? []);
  const lazy = strip !== null && notLazy.length === 0;
  console.log(
    strip
      ? `module strip: ${strip.cards} cards, ${strip.images} <img>, all loading="lazy": ${lazy ? 'yes' : `NO (${notLazy.length}: ${notLazy.slice(0, 3).join(', ')})`};` +
          ` strip images loaded before any scroll: ${strip.loaded}; images fetched by the page before any scroll: ${first.imagesFetched}` +
          `  ${lazy ? 'OK' : 'BELOW TARGET'}`
      : 'module strip: not rendered (no [data-testid="module-strip"] on the page)  BELOW TARGET',
  );
  if (strip && strip.images === 0)
    console.log(
      '!! the strip rendered no <img> (no module has a thumbnail?): the lazy check had nothing to check',
    );
  const pageErrors = product.flatMap((r) => r.errors);
  if (pageErrors.length)
    console.log(`!! ${pageErrors.length} page errors during the product runs, first: ${pageErrors[0]}`);
  if (!lazy)
    throw new Error('the module strip\'s images are not all loading="lazy" (or the strip did not render)');
  return { jsGzip, lcpMedian: median(lcpProduct), lcpMax, baselineLcpMedian: median(lcpBaseline) };
}
