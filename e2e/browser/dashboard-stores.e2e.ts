/**
 * Store Manager journeys in a real browser against the real stack (issue 15, doc 2 §2 stores, §4, §5, §8):
 * create a store within the free quota, 'Limit Reached' and the upgrade dialog for stores, fill a store
 * with modules and sections and check the tetris positions against the shared layout function, remove
 * an item, delete the store; axe-core and the 375 px width on each page (nothing scrolls sideways, the store's cards stack); screenshots at 1280 and 375.
 */
import { layoutStore } from '../../libs/store-layout/src';
import { api, MOBILE, saveScreenshot, signInWithToken, useBrowserPages } from './support/browser';
import { addModuleThroughApi, addSectionThroughApi, expectFitsPhoneWidth, expectNoSeriousAxe, expectNoSidewaysScrolling, freeAccount, toast, userPlan } from './support/dashboard';

const open = useBrowserPages();
/** A whole journey on a busy 2-core machine: every step waits for its own condition; this only bounds the total. */
const JOURNEY_TIMEOUT_MS = 240_000;

describe('Store Manager (doc 2 §2, §4)', () => {
  it("creates a store within the free quota, then 'Limit Reached' opens the upgrade dialog for stores; fills it in tetris layout; removes an item; deletes it", async () => {
    const account = await freeAccount('stores');
    const plan = await userPlan(account.token);
    expect(plan.features.storeLimit).toBe(1);
    const moduleCount = Math.min(plan.features.moduleLimit, plan.allowedModules.length, 5);
    const sectionCount = Math.min(plan.features.sectionLimit, plan.allowedSections.length, 3);
    for (const m of plan.allowedModules.slice(0, moduleCount)) await addModuleThroughApi(account.token, m._id);
    for (const s of plan.allowedSections.slice(0, sectionCount)) await addSectionThroughApi(account.token, s._id);

    const { page, pageErrors } = await open();
    await signInWithToken(page, account.token);
    await page.goto('/dashboard/stores');
    await page.getByRole('heading', { name: 'Store Manager' }).waitFor();
    await page.getByText('Organize your modules and sections into stores').waitFor();
    await page.getByText('No stores yet').waitFor();
    await expectNoSeriousAxe(page, '/dashboard/stores (empty)');

    // Create: a blank name is refused with the spec's words, then a real one goes through.
    await page.getByRole('button', { name: 'Create Your First Store' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Store' });
    await create.waitFor();
    await create.getByLabel('Store Name *').fill('   ');
    await create.getByRole('button', { name: 'Create Store' }).click();
    await create.getByText('Please enter a name for your store.').waitFor();
    await create.getByLabel('Store Name *').fill('E2E Boutique');
    await create.getByLabel('Description (optional)').fill('Spring collection storefront');
    await expectNoSeriousAxe(page, 'Create New Store dialog');
    await create.getByRole('button', { name: 'Create Store' }).click();
    await toast(page, 'Store Created').waitFor();
    await create.waitFor({ state: 'hidden' });
    const card = page.getByRole('list', { name: 'Stores' }).getByRole('listitem', { name: 'E2E Boutique' });
    await card.waitFor();
    expect(await card.innerText()).toContain('Spring collection storefront');

    // The free plan holds one store: the button says so and opens the upgrade dialog for stores.
    const limitButton = page.getByRole('button', { name: 'Limit Reached' });
    await limitButton.waitFor();
    await expectNoSeriousAxe(page, '/dashboard/stores');
    await saveScreenshot(page, 'dashboard-stores');
    await limitButton.click();
    await toast(page, 'Store Limit Reached').waitFor();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to create more stores' });
    await upgrade.waitFor();
    expect(await upgrade.innerText()).toContain('Limit reached');
    await expectNoSeriousAxe(page, 'upgrade dialog (stores)');
    await page.keyboard.press('Escape');
    await upgrade.waitFor({ state: 'hidden' });

    // Phone width: the list and its header fit.
    await page.setViewportSize(MOBILE);
    await card.waitFor();
    await expectFitsPhoneWidth(page, '/dashboard/stores');
    await expectNoSidewaysScrolling(page, '/dashboard/stores');
    await saveScreenshot(page, 'dashboard-stores');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Open it: empty, then fill it with every library module and section through the pickers.
    await card.getByRole('link', { name: /Open Store/ }).click();
    await page.getByRole('heading', { name: 'E2E Boutique' }).waitFor();
    await page.getByText('Add modules and sections to create your unique tetris layout.').waitFor();
    const storeId = new URL(page.url()).pathname.split('/').pop()!;

    await page.getByRole('button', { name: 'Add module' }).click();
    const modulesPicker = page.getByRole('dialog', { name: 'Add modules' });
    await modulesPicker.getByRole('checkbox').first().waitFor();
    await expectNoSeriousAxe(page, 'Add modules picker');
    await modulesPicker.getByRole('button', { name: 'Select all' }).click();
    await modulesPicker.getByText(`${moduleCount} selected`).waitFor();
    await modulesPicker.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, 'Items Added').waitFor();
    await modulesPicker.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Add section' }).click();
    const sectionsPicker = page.getByRole('dialog', { name: 'Add sections' });
    await sectionsPicker.getByRole('checkbox').first().waitFor();
    await sectionsPicker.getByRole('button', { name: 'Select all' }).click();
    await sectionsPicker.getByText(`${sectionCount} selected`).waitFor();
    await sectionsPicker.getByRole('button', { name: 'Add', exact: true }).click();
    await sectionsPicker.waitFor({ state: 'hidden' });

    const grid = page.getByTestId('tetris-grid');
    await grid.locator('li').nth(moduleCount + sectionCount - 1).waitFor();
    await page.getByText(`${moduleCount} modules · ${sectionCount} sections`).waitFor();

    // Every item where the shared layout function puts it.
    const { body: stored } = await api('GET', `/stores/${storeId}`, undefined, account.token);
    const expected = layoutStore([...stored.data.modules, ...stored.data.sections] as Array<{ _id: string; kind: 'module' | 'section' }>);
    expect(expected.placements).toHaveLength(moduleCount + sectionCount);
    const shown = await grid.locator('li').evaluateAll((items) =>
      items.map((li) => {
        const d = (li as HTMLElement).dataset;
        return { id: d.itemId, row: Number(d.row), column: Number(d.column), width: Number(d.width), height: Number(d.height), gridRow: (li as HTMLElement).style.gridRow, gridColumn: (li as HTMLElement).style.gridColumn };
      }),
    );
    for (const p of expected.placements) {
      const item = shown.find((s) => s.id === p.item._id);
      expect(item).toMatchObject({ row: p.row, column: p.column, width: p.width, height: p.height });
      expect({ row: item!.gridRow, column: item!.gridColumn }).toEqual({ row: `${p.row + 1} / span ${p.height}`, column: `${p.column + 1} / span ${p.width}` });
    }
    await expectNoSeriousAxe(page, '/dashboard/stores/{id}');
    await saveScreenshot(page, 'dashboard-store-detail');
    await page.setViewportSize(MOBILE);
    await grid.waitFor();
    await expectFitsPhoneWidth(page, '/dashboard/stores/{id}');
    await expectNoSidewaysScrolling(page, '/dashboard/stores/{id}');
    // The cards stack: one column, each within the screen.
    const cards = await grid.locator('li').evaluateAll((items) => items.map((li) => li.getBoundingClientRect()).map(({ left, right }) => ({ left: Math.round(left), right: Math.round(right) })));
    expect(cards).toHaveLength(moduleCount + sectionCount);
    expect(new Set(cards.map((c) => c.left)).size).toBe(1);
    for (const placed of cards) expect(placed.right).toBeLessThanOrEqual(MOBILE.width);
    await saveScreenshot(page, 'dashboard-store-detail');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Remove one item: it leaves the grid at once.
    const first = grid.locator('li').first();
    const firstTitle = (await first.getAttribute('aria-label'))!;
    await first.hover();
    await first.getByRole('button', { name: `Remove ${firstTitle}` }).click();
    await toast(page, 'Item Removed').waitFor();
    await grid.getByRole('listitem', { name: firstTitle, exact: true }).waitFor({ state: 'detached' });

    // Delete the store, after the confirmation.
    await page.getByRole('link', { name: 'Back to stores' }).click();
    await page.getByRole('button', { name: 'Delete E2E Boutique' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete store?' });
    await confirm.getByRole('button', { name: 'Delete Store' }).click();
    await toast(page, 'Store Deleted').waitFor();
    await page.getByText('No stores yet').waitFor();
    await page.getByRole('button', { name: 'New Store' }).waitFor();
    expect(pageErrors).toEqual([]);
  }, JOURNEY_TIMEOUT_MS);
});
