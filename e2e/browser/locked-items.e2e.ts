/**
 * Locked items in the user area (doc 2 §1: locked items "are visible but cannot be opened"; issue 21 item 1):
 * the catalogue sends a free account no code for a module its plan does not allow, so the module's detail
 * page and its preview show its thumbnail under a lock with an upgrade prompt instead of a live preview; a
 * locked section keeps its server-rendered preview (no Liquid) without its settings. At 1280 and 375 px.
 */
import type { Page } from 'playwright-core';
import { api, DESKTOP, MOBILE, saveScreenshot, signInWithToken, useBrowserPages, waitUntil } from './support/browser';
import { expectFitsPhoneWidth, expectNoSeriousAxe, freeAccount, userPlan } from './support/dashboard';

const open = useBrowserPages();

interface Item {
  _id: string;
  slug: string;
  title: string;
  thumbnail: string;
}

/** The first seeded item (it has a seed thumbnail) the plan does not allow. */
async function lockedItem(kind: 'modules' | 'sections', allowed: Array<{ _id: string }>): Promise<Item> {
  const { body } = await api('GET', `/${kind}?limit=1000`);
  const ids = new Set(allowed.map((item) => item._id));
  const item = (body.data as Item[]).find((i) => !ids.has(i._id) && i.thumbnail.startsWith('/api/catalogue-assets/'));
  if (!item) throw new Error(`no locked ${kind} with a seed thumbnail for the free plan`);
  return item;
}

/** Every answer of the catalogue's detail route for `slug`, as the browser received it. */
function detailAnswers(page: Page, kind: 'modules' | 'sections', slug: string): string[] {
  const seen: string[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === `/api/${kind}/${slug}`) void res.text().then((text) => seen.push(text), () => undefined);
  });
  return seen;
}

describe('a module the plan does not allow', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const)('shows its thumbnail and an upgrade prompt, no live preview, on its page and in the catalogue preview (%s)', async (_name, viewport) => {
    const account = await freeAccount('locked');
    const module = await lockedItem('modules', (await userPlan(account.token)).allowedModules);
    const { page, pageErrors } = await open(viewport);
    await signInWithToken(page, account.token);
    const answers = detailAnswers(page, 'modules', module.slug);

    await page.goto(`/dashboard/modules/${module.slug}`);
    const locked = page.getByTestId('locked-preview');
    await locked.waitFor();
    const thumbnail = locked.getByRole('img', { name: `${module.title} thumbnail` });
    await waitUntil(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the thumbnail to load');
    expect(await locked.getByRole('link', { name: 'View plans' }).getAttribute('href')).toBe('/dashboard/settings?tab=billing');
    expect(await page.getByRole('link', { name: /Upgrade to unlock/ }).getAttribute('href')).toBe('/dashboard/upgrade');
    expect(await page.locator('iframe').count()).toBe(0);
    await waitUntil(() => answers.length > 0, 'the detail answer');
    for (const text of answers) {
      const data = JSON.parse(text).data;
      expect(data.locked).toBe(true);
      expect(data).not.toHaveProperty('code');
      expect(data).not.toHaveProperty('templateCode');
    }
    await expectNoSeriousAxe(page, `/dashboard/modules/${module.slug} (locked)`);
    if (viewport.width === MOBILE.width) await expectFitsPhoneWidth(page, 'the locked module page');
    await saveScreenshot(page, 'dashboard-module-locked');

    // The catalogue card's Preview opens the same locked stand-in.
    await page.goto(`/dashboard/modules?search=${encodeURIComponent(module.title)}`);
    await page.getByRole('button', { name: `Preview ${module.title}` }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('locked-preview').waitFor();
    expect(await dialog.locator('iframe').count()).toBe(0);
    await saveScreenshot(page, 'dashboard-module-locked-preview');
    expect(pageErrors).toEqual([]);
  });
});

describe('a section the plan does not allow', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const)('keeps its rendered preview, without its Liquid or settings, and says it is locked (%s)', async (_name, viewport) => {
    const account = await freeAccount('locked-section');
    const section = await lockedItem('sections', (await userPlan(account.token)).allowedSections);
    const { page, pageErrors } = await open(viewport);
    await signInWithToken(page, account.token);
    const answers = detailAnswers(page, 'sections', section.slug);
    await page.goto(`/dashboard/sections/${section.slug}`);
    await page.getByRole('link', { name: /Locked — see plans/ }).waitFor();
    await page.getByText('Shown once your plan includes this section.').waitFor();
    await page.frameLocator(`iframe[title="Preview of ${section.title}"]`).locator('body *').first().waitFor();
    await waitUntil(() => answers.length > 0, 'the detail answer');
    for (const text of answers) {
      expect(JSON.parse(text).data.locked).toBe(true);
      expect(text).not.toContain('{%');
    }
    await expectNoSeriousAxe(page, `/dashboard/sections/${section.slug} (locked)`);
    if (viewport.width === MOBILE.width) await expectFitsPhoneWidth(page, 'the locked section page');
    await saveScreenshot(page, 'dashboard-section-locked');
    expect(pageErrors).toEqual([]);
  });
});
