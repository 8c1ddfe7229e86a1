/**
 * Shared helpers for the browser e2e tests: one Chromium per test file, a fresh context per test,
 * the stack's address and seeded accounts, API shortcuts, axe-core and screenshots.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import chromiumSettings from './chromium.json';

export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? chromiumSettings.defaultPath;

/** Seeded by the stack (scripts/stack/env.mjs); the e2e phase exports them. */
export const ACCOUNTS = {
  admin: {
    email: process.env.E2E_ADMIN_EMAIL ?? 'admin@liquify.dev',
    password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin123!',
  },
  demo: {
    email: process.env.E2E_DEMO_EMAIL ?? 'demo@liquify.dev',
    password: process.env.E2E_DEMO_PASSWORD ?? 'Demo1234!',
  },
};

const REPO_ROOT = path.resolve(__dirname, '../../..');
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'artifacts', 'screenshots');

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 375, height: 812 };
export const SMALLEST = { width: 360, height: 740 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumSettings.args });
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors thrown in the page. */
  pageErrors: Error[];
}

export async function openPage(browser: Browser, viewport = DESKTOP): Promise<TestPage> {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL });
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  page.setDefaultTimeout(20_000);
  return { context, page, pageErrors };
}

/** A mailbox no other run uses. */
/**
 * The suite's browser lifecycle: one Chromium per test file, a fresh context per test (closed after it).
 * Returns `open(viewport?)`, which opens a page in a new context.
 */
export function useBrowserPages(): (viewport?: { width: number; height: number }) => Promise<TestPage> {
  let browser: Browser;
  let current: TestPage | null = null;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await current?.context.close();
    current = null;
  });
  return async (viewport = DESKTOP) => {
    current = await openPage(browser, viewport);
    return current;
  };
}

export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function api<T = any>(method: string, apiPath: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${BASE_URL}/api${apiPath}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** Signs a seeded account in through the API and returns its token. */
export async function tokenFor(account: { email: string; password: string }): Promise<string> {
  const { status, body } = await api('POST', '/auth/login', account);
  if (status !== 200 || !body?.data?.token) {
    throw new Error(`could not sign ${account.email} in through the API: ${status} ${JSON.stringify(body)}`);
  }
  return body.data.token as string;
}

/**
 * Puts a token in localStorage, as a signed-in browser would have it. Done on a same-origin document
 * that runs no app code (/app-config.json), so no start-up session check races with it.
 */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.goto('/app-config.json');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
}

export interface PublicPlan {
  slug: string;
  name: string;
  price: number;
}

export async function publicPlans(): Promise<PublicPlan[]> {
  const { body } = await api('GET', '/plans/public');
  return (Array.isArray(body) ? body : body?.data ?? []) as PublicPlan[];
}

/** axe-core violations of impact serious or critical on the current page. */
/**
 * Waits (up to 2 s) until no finite animation or CSS transition is running: colours and opacity measured
 * mid-transition (a button changing style, a dialog fading out) are neither the before nor the after the
 * user reads. Infinite ones (spinners) are not waited for.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 2_000, polling: 50 },
    )
    .catch(() => undefined);
}

export async function seriousAxeViolations(page: Page) {
  await settleAnimations(page);
  const source = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol, which the pages' CSP (script-src 'self') does not apply to;
  // an inline <script> tag would be refused.
  await page.evaluate(source);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<any> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
  });
  return (results.violations as Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }>)
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Path and query of the page's URL. */
export function where(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/**
 * Holds the page's requests matching `url` until the returned `release()` is called, then answers each with
 * `answer` (by default it goes on to the stack): to see what a page shows while something has not come yet.
 */
export async function holdRequests(page: Page, url: string | RegExp, answer: (route: Route) => Promise<void> = (route) => route.continue()): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await answer(route);
  });
  return () => release();
}

/** Polls `condition` every 100 ms; fails with `what` after `timeoutMs`. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
