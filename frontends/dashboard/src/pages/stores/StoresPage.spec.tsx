import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeRoute } from '../../../../../libs/api-client/testing/fake-api';
import { baseRoutes, fail, ok, renderDashboard } from '../../testing/render-dashboard';
import StoresPage from './StoresPage';

const store = (id: string, name: string, createdAt: string, moduleCount: number, sectionCount: number, description = '') => ({
  _id: id,
  name,
  description,
  color: '#10b981',
  icon: 'package',
  createdAt,
  updatedAt: createdAt,
  moduleCount,
  sectionCount,
  readOnly: false,
});

const STORES = [
  store('s1', 'beta shop', '2026-01-01T00:00:00.000Z', 1, 0, 'Summer sale'),
  store('s2', 'Alpha', '2026-02-01T00:00:00.000Z', 3, 2),
  store('s3', 'gamma', '2026-03-01T00:00:00.000Z', 0, 1, 'Winter collection'),
];

const list = (stores = STORES, quota = { canAdd: true, currentCount: stores.length, limit: 5 }) => ({
  status: 200,
  body: {
    success: true,
    data: stores,
    stats: { storeCount: stores.length, moduleCount: 4, sectionCount: 3, totalItems: stores.reduce((n, s) => n + s.moduleCount + s.sectionCount, 0) },
    quota,
  },
});

function setup(routes: Record<string, FakeRoute> = {}) {
  return renderDashboard(<StoresPage />, { path: '/dashboard/stores', routes: baseRoutes({ 'GET /stores': () => list(), ...routes }) });
}
const cardNames = () => within(screen.getByRole('list', { name: 'Stores' })).getAllByRole('heading').map((h) => h.textContent);

jest.setTimeout(30_000);
beforeEach(() => localStorage.clear());

describe('Store Manager (doc 2 §2)', () => {
  it('shows the header, subtitle, stats (store count, total items) and one card per store', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Store Manager' })).toBeInTheDocument();
    expect(screen.getByText('Organize your modules and sections into stores')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Stores' })).toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: 'Alpha' });
    expect(card).toHaveTextContent('Modules3Sections2Created');
    expect(within(card).getByRole('link', { name: 'Open Store' })).toHaveAttribute('href', '/dashboard/stores/s2');
    expect(screen.getByText('Total Items').parentElement).toHaveTextContent('7');
  });

  it("searches name or description case-insensitively ('Search stores...')", async () => {
    setup();
    await screen.findByRole('list', { name: 'Stores' });
    fireEvent.change(screen.getByPlaceholderText('Search stores...'), { target: { value: 'WINTER' } });
    expect(cardNames()).toEqual(['gamma']);
    fireEvent.change(screen.getByPlaceholderText('Search stores...'), { target: { value: 'alp' } });
    expect(cardNames()).toEqual(['Alpha']);
  });

  it('sorts for real: All Stores, Recently Created, Name A-Z, Most Items', async () => {
    setup();
    await screen.findByRole('list', { name: 'Stores' });
    const sortBy = screen.getByLabelText('Sort by');
    expect(cardNames()).toEqual(['beta shop', 'Alpha', 'gamma']);
    fireEvent.change(sortBy, { target: { value: 'recent' } });
    expect(cardNames()).toEqual(['gamma', 'Alpha', 'beta shop']);
    fireEvent.change(sortBy, { target: { value: 'name' } });
    expect(cardNames()).toEqual(['Alpha', 'beta shop', 'gamma']);
    fireEvent.change(sortBy, { target: { value: 'items' } });
    expect(cardNames()).toEqual(['Alpha', 'beta shop', 'gamma']);
  });

  it("shows 'No stores yet' with 'Create Your First Store' when there is none", async () => {
    setup({ 'GET /stores': () => list([]) });
    expect(await screen.findByRole('heading', { name: 'No stores yet' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create Your First Store' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Store' })).toBeInTheDocument();
  });

  it("shows 'Failed to load stores' with the error and Retry", async () => {
    setup({ 'GET /stores': () => fail(500, 'Database unavailable') });
    expect(await screen.findByText('Failed to load stores')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('creating a store (doc 2 §4, §5)', () => {
  it("refuses a blank name with 'Store Name Required' / 'Please enter a name for your store.' and calls nothing", async () => {
    const { calls } = setup();
    await screen.findByRole('list', { name: 'Stores' });
    fireEvent.click(screen.getByRole('button', { name: 'New Store' }));
    fireEvent.change(screen.getByLabelText('Store Name *'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Store' }));
    expect(await screen.findByText('Store Name Required')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter a name for your store.').length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('checks the quota first, then creates with the trimmed name, toasts and closes', async () => {
    const { calls } = setup({
      'POST /stores/quota-check': () => ok({ canAdd: true, currentCount: 3, limit: 5 }),
      'POST /stores': ({ body }) => ok({ ...store('s9', body.name, '2026-04-01T00:00:00.000Z', 0, 0), modules: [], sections: [] }, 201),
    });
    await screen.findByRole('list', { name: 'Stores' });
    fireEvent.click(screen.getByRole('button', { name: 'New Store' }));
    fireEvent.change(screen.getByLabelText('Store Name *'), { target: { value: '  Main Street  ' } });
    fireEvent.change(screen.getByLabelText('Description (optional)'), { target: { value: 'Flagship' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Color #ef4444' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Store' }));
    expect(await screen.findByText('Store Created')).toBeInTheDocument();
    expect(screen.getByText('"Main Street" has been created successfully.')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(posts).toEqual(['/stores/quota-check', '/stores']);
    expect(calls.find((c) => c.path === '/stores' && c.method === 'POST')?.body).toEqual({ name: 'Main Street', description: 'Flagship', color: '#ef4444', icon: 'store' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Store' })).not.toBeInTheDocument());
  });

  it("at the limit shows 'Limit Reached', the 'Store Limit Reached' toast and the upgrade dialog for stores", async () => {
    setup({ 'GET /stores': () => list(STORES.slice(0, 1), { canAdd: false, currentCount: 1, limit: 1 }), 'GET /plans/public': () => ok([]) });
    const button = await screen.findByRole('button', { name: 'Limit Reached' });
    fireEvent.click(button);
    expect(await screen.findByText('Store Limit Reached')).toBeInTheDocument();
    expect(screen.getByText("You've reached your limit of 1 store. Upgrade your plan to create more stores.")).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Upgrade to create more stores' })).toBeInTheDocument();
  });

  it('opens the upgrade dialog when the quota check says the plan cannot add (another tab created one)', async () => {
    setup({ 'POST /stores/quota-check': () => ok({ canAdd: false, currentCount: 5, limit: 5 }), 'GET /plans/public': () => ok([]) });
    await screen.findByRole('list', { name: 'Stores' });
    fireEvent.click(screen.getByRole('button', { name: 'New Store' }));
    fireEvent.change(screen.getByLabelText('Store Name *'), { target: { value: 'One more' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Store' }));
    expect(await screen.findByText("You've reached your limit of 5 stores. Upgrade your plan to create more stores.")).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Upgrade to create more stores' })).toBeInTheDocument();
  });

  it("says 'Quota Check Failed' when the quota cannot be verified", async () => {
    setup({ 'POST /stores/quota-check': () => fail(500) });
    await screen.findByRole('list', { name: 'Stores' });
    fireEvent.click(screen.getByRole('button', { name: 'New Store' }));
    fireEvent.change(screen.getByLabelText('Store Name *'), { target: { value: 'One more' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Store' }));
    expect(await screen.findByText('Quota Check Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to verify your plan limits. Please try again.')).toBeInTheDocument();
  });
});

describe('deleting a store', () => {
  it("asks for confirmation, deletes and says 'Store Deleted'", async () => {
    let stores = STORES;
    const { calls } = setup({
      'GET /stores': () => list(stores),
      'DELETE /stores/s2': () => {
        stores = STORES.filter((s) => s._id !== 's2');
        return { status: 200, body: { success: true, message: 'Store deleted successfully' } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Alpha' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete store?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete Store' }));
    expect(await screen.findByText('Store Deleted')).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toEqual(['beta shop', 'gamma']));
  });

  it("says 'Failed to Delete Store' with the fallback message", async () => {
    setup({ 'DELETE /stores/s2': () => fail(500) });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Alpha' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete store?' })).getByRole('button', { name: 'Delete Store' }));
    expect(await screen.findByText('Failed to Delete Store')).toBeInTheDocument();
    expect(screen.getByText('An error occurred while deleting the store.')).toBeInTheDocument();
  });
});
