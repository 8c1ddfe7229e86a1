/**
 * Helpers of the user-area journeys (dashboard*.e2e.ts): fresh accounts through the API, their plan,
 * library shortcuts, toasts, axe and the phone-width check.
 */
import type { Page } from 'playwright-core';
import { api, publicPlans, seriousAxeViolations, uniqueEmail } from './browser';

export interface Account {
  token: string;
  email: string;
  password: string;
}

export const ACCOUNT_PASSWORD = 'longenough1';

/** A fresh free account through the API (the sign-up form itself is covered by auth.e2e.ts). */
export async function freeAccount(tag: string): Promise<Account> {
  const free = (await publicPlans()).find((plan) => Number(plan.price) === 0);
  if (!free) throw new Error('no free plan among the public plans');
  const email = uniqueEmail(tag);
  const { status, body } = await api('POST', '/auth/register', { name: 'Dash Tester', email, password: ACCOUNT_PASSWORD, plan: free.slug, planSlug: free.slug });
  if (status !== 201 && status !== 200) throw new Error(`register answered ${status}: ${JSON.stringify(body)}`);
  return { token: body.data.token, email, password: ACCOUNT_PASSWORD };
}

export interface UserPlan {
  slug: string;
  name: string;
  features: { moduleLimit: number; sectionLimit: number; storeLimit: number };
  allowedModules: Array<{ _id: string; slug: string }>;
  allowedSections: Array<{ _id: string; slug: string }>;
}

/**
 * The user's plan. Billing learns of a new account from an event, but answers a valid token it does not
 * know yet with the plan of its sign-up (free here) at once: the client never retries a 422, so the first
 * answer must already be right.
 */
export async function userPlan(token: string): Promise<UserPlan> {
  const { status, body } = await api('GET', '/plans/user/current', undefined, token);
  if (status !== 200) throw new Error(`GET /plans/user/current answered ${status}: ${JSON.stringify(body)}`);
  return body.data as UserPlan;
}

export async function addModuleThroughApi(token: string, moduleId: string) {
  const { status, body } = await api('POST', '/user-modules/add', { moduleId }, token);
  if (status !== 201 && status !== 200) throw new Error(`add answered ${status}: ${JSON.stringify(body)}`);
  return body.data as { _id: string; title: string; variables: Array<{ name: string; type: string; label: string }> };
}

export async function addSectionThroughApi(token: string, sectionId: string) {
  const { status, body } = await api('POST', '/user-sections/add', { sectionId }, token);
  if (status !== 201 && status !== 200) throw new Error(`add section answered ${status}: ${JSON.stringify(body)}`);
  return body.data as { _id: string; title: string };
}

export async function expectNoSeriousAxe(page: Page, what: string) {
  const violations = await seriousAxeViolations(page);
  if (violations.length) throw new Error(`${what}: ${JSON.stringify(violations, null, 2)}`);
}

/** At 375 px the page itself never scrolls sideways (wide content scrolls inside its own box). */
export async function expectFitsPhoneWidth(page: Page, what: string) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  if (width > 375) throw new Error(`${what}: the page is ${width} px wide at 375 px`);
}

/**
 * Nothing inside the page scrolls sideways either: a grid too wide for the screen in an `overflow-x: auto`
 * box keeps the page itself 375 px wide (expectFitsPhoneWidth passes) while the content still does not fit.
 */
export async function expectNoSidewaysScrolling(page: Page, what: string) {
  const scrollers = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${el.scrollWidth} px in ${el.clientWidth} px`),
  );
  if (scrollers.length > 0) throw new Error(`${what}: scrolls sideways at 375 px inside ${scrollers.join('; ')}`);
}

export function toast(page: Page, title: string) {
  return page.getByRole('status').filter({ hasText: title }).or(page.locator('[data-toast-type]').filter({ hasText: title })).first();
}
