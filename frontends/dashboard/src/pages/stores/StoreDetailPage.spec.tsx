import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ThemeFileMessages } from '@liquify/contracts';
import { layoutStore } from '@liquify/store-layout';
import type { FakeRoute } from '../../../../../libs/api-client/testing/fake-api';
import { baseRoutes, fail, ok, renderDashboard } from '../../testing/render-dashboard';
import StoreDetailPage from './StoreDetailPage';

jest.setTimeout(30_000);

const item = (id: string, kind: 'module' | 'section', title: string, featured = false) => ({ _id: id, kind, title, thumbnail: '', featured, addedAt: '2026-01-01T00:00:00.000Z' });
const MODULES = ['a1', 'a3', 'a5', 'a7', 'a9', 'b1'].map((id, i) => item(id, 'module', `Module ${i + 1}`, i === 1));
const SECTIONS = ['a2', 'a4', 'a6'].map((id, i) => item(id, 'section', `Section ${i + 1}`));
const storeWith = (modules = MODULES, sections = SECTIONS) => ({
  _id: 'st1',
  name: 'Main Street',
  description: 'Flagship',
  color: '#6366f1',
  icon: 'store',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  moduleCount: modules.length,
  sectionCount: sections.length,
  readOnly: false,
  modules,
  sections,
});

function setup(routes: Record<string, FakeRoute> = {}) {
  return renderDashboard(<StoreDetailPage />, {
    path: '/dashboard/stores/st1',
    route: '/dashboard/stores/:id',
    routes: baseRoutes({ 'GET /stores/st1': () => ok(storeWith()), ...routes }),
  });
}

beforeEach(() => localStorage.clear());

describe('store detail (doc 2 §2, §4)', () => {
  it('places every item where the shared layout function puts it (4 columns, 200 px rows)', async () => {
    setup();
    const grid = await screen.findByTestId('tetris-grid');
    expect(grid).toHaveStyle({ gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gridAutoRows: '200px' });
    const expected = layoutStore([...MODULES, ...SECTIONS]).placements;
    const cells = within(grid).getAllByRole('listitem');
    expect(cells).toHaveLength(9);
    for (const placement of expected) {
      const cell = within(grid).getByRole('listitem', { name: placement.item.title });
      expect(cell).toHaveStyle({
        gridColumn: `${placement.column + 1} / span ${placement.width}`,
        gridRow: `${placement.row + 1} / span ${placement.height}`,
      });
    }
    // every fifth module is 1 column by 2 rows; sections cycle 1x2, 2x2, 1x3
    expect(within(grid).getByRole('listitem', { name: 'Module 1' })).toHaveAttribute('data-height', '2');
    expect(within(grid).getByRole('listitem', { name: 'Section 2' })).toHaveAttribute('data-width', '2');
    expect(within(grid).getByRole('listitem', { name: 'Section 3' })).toHaveAttribute('data-height', '3');
  });

  it('shows name, description, counts, a star on featured items and a back link', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Main Street' })).toBeInTheDocument();
    expect(screen.getByText('Flagship')).toBeInTheDocument();
    expect(screen.getByText('6 modules · 3 sections')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Module 2' })).getByLabelText('Featured')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Module 1' })).queryByLabelText('Featured')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to stores' })).toHaveAttribute('href', '/dashboard/stores');
  });

  it("shows 'Empty Store' with its hint when the store holds nothing", async () => {
    setup({ 'GET /stores/st1': () => ok(storeWith([], [])) });
    expect(await screen.findByRole('heading', { name: 'Empty Store' })).toBeInTheDocument();
    expect(screen.getByText('Add modules and sections to create your unique tetris layout.')).toBeInTheDocument();
  });

  it("answers 'Store not found' for a store that is not the user's", async () => {
    setup({ 'GET /stores/st1': () => fail(404, 'Store not found') });
    expect(await screen.findByText('Store not found')).toBeInTheDocument();
  });

  it("removes an item at once from the grid and says 'Item Removed'", async () => {
    const { calls } = setup({ 'DELETE /stores/st1/sections/a4': () => ok(storeWith(MODULES, SECTIONS.filter((s) => s._id !== 'a4'))) });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Section 2' }));
    expect(await screen.findByText('Item Removed')).toBeInTheDocument();
    expect(screen.getByText('"Section 2" has been removed from the store.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Section 2' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/stores/st1').length).toBe(1);
  });

  it("says 'Failed to Remove Item' and keeps the item when removal fails", async () => {
    setup({ 'DELETE /stores/st1/modules/a1': () => fail(500) });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Module 1' }));
    expect(await screen.findByText('Failed to Remove Item')).toBeInTheDocument();
    expect(screen.getByText('An error occurred while removing the item.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Module 1' })).toBeInTheDocument();
  });
});

describe('the picker', () => {
  const pickable = (id: string, title: string, inStore = false) => ({
    _id: id,
    kind: 'module',
    title,
    description: '',
    category: 'Hero',
    thumbnail: '',
    featured: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    inStore,
  });

  it("lists the library's modules, filters, counts the selection, adds them and reloads the store about 100 ms later", async () => {
    let current = storeWith([], []);
    const { calls } = setup({
      'GET /stores/st1': () => ok(current),
      'GET /stores/pickable': ({ query }) =>
        query.get('filter') === 'featured' ? ok([]) : ok([pickable('m1', 'Hero Banner'), pickable('m2', 'Countdown'), pickable('m3', 'Already there', true)]),
      'POST /stores/st1/modules': ({ body }) => {
        current = storeWith([...current.modules, item(body.moduleId, 'module', body.moduleId)], []);
        return ok(current);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add module' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add modules' });
    expect(await within(dialog).findByText('Hero Banner')).toBeInTheDocument();
    expect(within(dialog).getByText('0 selected')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select all' }));
    expect(within(dialog).getByText('2 selected')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(within(dialog).getByText('0 selected')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Hero Banner/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Countdown/ }));
    expect(within(dialog).getByRole('checkbox', { name: /Already there/ })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Featured' }));
    expect(await within(dialog).findByText('No modules found')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/stores/pickable' && c.method === 'GET')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Items Added')).toBeInTheDocument();
    expect(screen.getByText('2 module(s) added to store successfully.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/stores/st1/modules').map((c) => c.body)).toEqual([{ moduleId: 'm1' }, { moduleId: 'm2' }]);
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'm2' })).toBeInTheDocument());
  });

  it("says 'Failed to Add Items' when the server refuses", async () => {
    setup({ 'GET /stores/pickable': () => ok([pickable('m1', 'Hero Banner')]), 'POST /stores/st1/modules': () => fail(500) });
    fireEvent.click(await screen.findByRole('button', { name: 'Add module' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add modules' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Hero Banner/ }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add' })));
    expect(await screen.findByText('Failed to Add Items')).toBeInTheDocument();
    expect(screen.getByText('An error occurred while adding items.')).toBeInTheDocument();
  });
});

describe("the store's 'Download theme' (issue 24 item 13)", () => {
  const saved: { href: string; download: string }[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:theme');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("sends the store's name and items, saves the zip and says so", async () => {
    const { calls } = setup({ 'POST /user-library/theme-bundle': () => ({ status: 200, body: 'PK' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Download theme' }));
    expect(await screen.findByText('Theme Downloaded')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/user-library/theme-bundle')?.body).toEqual({ storeName: 'Main Street', modules: MODULES.map((m) => m._id), sections: SECTIONS.map((s) => s._id) });
    expect(saved).toEqual([{ href: 'blob:theme', download: 'liquify-theme.zip' }]);
  });

  it('is disabled while the store is empty', async () => {
    setup({ 'GET /stores/st1': () => ok(storeWith([], [])) });
    const button = await screen.findByRole('button', { name: 'Download theme' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'Add modules or sections to this store first');
  });

  it("shows the server's reason when the bundle is refused, and saves nothing", async () => {
    setup({ 'POST /user-library/theme-bundle': () => fail(403, ThemeFileMessages.bundleLocked('Section 1')) });
    fireEvent.click(await screen.findByRole('button', { name: 'Download theme' }));
    expect(await screen.findByText('Theme Download Failed')).toBeInTheDocument();
    expect(screen.getByText(ThemeFileMessages.bundleLocked('Section 1'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download theme' })).toBeEnabled());
    expect(saved).toEqual([]);
  });
});
