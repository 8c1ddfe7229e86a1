/**
 * The upgrade dialog on a short screen (issue #24 item 9): at the store limit, 'Limit Reached' opens the
 * 'Store Limit Reached' toast and the upgrade dialog together. At 1280×800 and 375×812 the dialog's title
 * and its buttons are whole inside the window (only its middle scrolls) and the toast covers neither button.
 */
import type { Locator, Page } from 'playwright-core';
import { api, saveScreenshot, settleAnimations, signInWithToken, useBrowserPages } from './support/browser';
import { expectFitsPhoneWidth, freeAccount, toast } from './support/dashboard';

const open = useBrowserPages();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator, what: string): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${what} has no box`);
  return box;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectInsideWindow(page: Page, box: Box, what: string) {
  const { width, height } = page.viewportSize()!;
  if (box.x < 0 || box.y < 0 || box.x + box.width > width || box.y + box.height > height) {
    throw new Error(`${what} is not whole in the ${width}×${height} window: ${JSON.stringify(box)}`);
  }
}

describe('the upgrade dialog with a toast, on a short screen (issue #24 item 9)', () => {
  it.each([
    ['1280x800', { width: 1280, height: 800 }],
    ['375x812', { width: 375, height: 812 }],
  ] as const)('shows its title and buttons whole, none under the toast (%s)', async (_name, viewport) => {
    const account = await freeAccount('upgrade-dialog');
    const created = await api('POST', '/stores', { name: 'Only Store' }, account.token);
    expect(created.status).toBe(201);
    const { page, pageErrors } = await open(viewport);
    await signInWithToken(page, account.token);
    await page.goto('/dashboard/stores');
    const limit = page.getByRole('button', { name: 'Limit Reached' });
    await limit.waitFor();
    await limit.click();
    const notice = toast(page, 'Store Limit Reached');
    await notice.waitFor();
    expect(await notice.innerText()).toContain("You've reached your limit of 1 store.");
    const dialog = page.getByRole('dialog', { name: 'Upgrade to create more stores' });
    await dialog.waitFor();
    await settleAnimations(page);
    const toastBox = await boxOf(notice, 'the toast');
    for (const [name, control] of [
      ['the title', dialog.getByRole('heading', { name: 'Upgrade to create more stores' })],
      ['Close', dialog.getByRole('button', { name: 'Close', exact: true })],
      ['Maybe later', dialog.getByRole('button', { name: 'Maybe later' })],
      ['Compare all plans', dialog.getByRole('link', { name: 'Compare all plans' })],
    ] as const) {
      const box = await boxOf(control, name);
      await expectInsideWindow(page, box, name);
      if (overlaps(box, toastBox)) throw new Error(`the toast ${JSON.stringify(toastBox)} covers ${name} ${JSON.stringify(box)}`);
    }
    // The buttons are the topmost element where they are drawn: clickable, not under anything.
    const compare = await boxOf(dialog.getByRole('link', { name: 'Compare all plans' }), 'Compare all plans');
    const topmost = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null, { x: compare.x + compare.width / 2, y: compare.y + compare.height / 2 });
    expect(topmost).toBe('Compare all plans');
    if (viewport.width === 375) await expectFitsPhoneWidth(page, 'the upgrade dialog');
    await saveScreenshot(page, `dashboard-upgrade-dialog-${viewport.height}h`);
    await dialog.getByRole('button', { name: 'Maybe later' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(pageErrors).toEqual([]);
  });
});
