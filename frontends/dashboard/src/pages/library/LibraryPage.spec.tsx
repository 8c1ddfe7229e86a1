import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ENTRY_UNDO_TOAST_MS } from '@liquify/contracts/rules';
import LibraryPage from './LibraryPage';
import { baseRoutes, ok, renderDashboard } from '../../testing/render-dashboard';
import { libraryModule, libraryModuleCard, librarySectionCard } from '../../testing/fixtures';

// The list answers cards (issue 26 item 4): the page must not count on code in them.
const modules = [
  libraryModuleCard({ _id: 'm1'.padEnd(24, '0'), title: 'Sticky Header', category: 'navigation', updateAvailable: true, hasRemoteSnippet: true, usage: { loads: 42, topDomains: [] } }),
  libraryModuleCard({ _id: 'm2'.padEnd(24, '0'), title: 'Countdown Bar', description: 'Urgency timer', category: 'promo', locked: true, lockReason: 'limit' }),
];
const sections = [librarySectionCard({ _id: 's1'.padEnd(24, '0'), title: 'Hero Banner' })];

function setup(path = '/dashboard/library', routes = {}) {
  return renderDashboard(<LibraryPage />, {
    path,
    route: '/dashboard/library',
    routes: baseRoutes({ 'GET /user-modules/library': () => ok(modules), 'GET /user-sections/library': () => ok(sections), ...routes }),
  });
}

describe('My Library (doc 2 §2)', () => {
  it('shows both tabs with their counts and the module cards with their extras', async () => {
    setup();
    expect(await screen.findByText('Sticky Header')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Modules\s*2/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Sections\s*1/ })).toBeInTheDocument();
    expect(screen.getByText('42 snippet loads')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Update available/ })).toHaveAttribute('href', `/dashboard/library/edit/${modules[0]._id}?review=update`);
    expect(screen.getByText(/Locked: your plan now holds fewer items/)).toBeInTheDocument();
    const card = screen.getByText('Sticky Header').closest('li')!;
    expect(within(card).getByRole('link', { name: /Customize/ })).toHaveAttribute('href', `/dashboard/library/edit/${modules[0]._id}`);
    expect(screen.getByRole('link', { name: /Browse more modules/ })).toHaveAttribute('href', '/dashboard/modules');
  });

  it("copies a module's code read with the entry's own call, the list carrying none", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const { calls } = setup('/dashboard/library', { [`GET /user-modules/${modules[0]._id}`]: () => ok(libraryModule({ _id: modules[0]._id, code: '<div>the saved code</div>' })) });
    expect(modules[0]).not.toHaveProperty('code');
    const card = (await screen.findByText('Sticky Header')).closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: /Copy Code/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('<div>the saved code</div>'));
    expect(await screen.findByText('Code Copied')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET' && c.path === `/user-modules/${modules[0]._id}`)).toHaveLength(1);
  });

  it("says the copy failed when the entry's code cannot be read", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    setup('/dashboard/library', { [`GET /user-modules/${modules[0]._id}`]: () => ({ status: 500, body: { success: false } }) });
    const card = (await screen.findByText('Sticky Header')).closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: /Copy Code/ }));
    expect(await screen.findByText('Failed to copy module code.')).toBeInTheDocument();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('opens the sections tab from ?type=sections, with link and Edit', async () => {
    setup('/dashboard/library?type=sections');
    const title = await screen.findByRole('link', { name: /Hero Banner/ });
    expect(title).toHaveAttribute('href', '/dashboard/sections/hero-banner');
    expect(screen.getByRole('link', { name: /Edit/ })).toHaveAttribute('href', `/dashboard/library/edit/section/${sections[0]._id}`);
  });

  it('searches title, description and category, ignoring case', async () => {
    setup();
    await screen.findByText('Sticky Header');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your library' }), { target: { value: 'NAVIG' } });
    await waitFor(() => expect(screen.queryByText('Countdown Bar')).not.toBeInTheDocument());
    expect(screen.getByText('Sticky Header')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your library' }), { target: { value: 'urgency' } });
    expect(await screen.findByText('Countdown Bar')).toBeInTheDocument();
  });

  it('removes a module from the list with a "Module Removed" toast, after asking', async () => {
    const { calls } = setup('/dashboard/library', {
      [`DELETE /user-modules/remove/${modules[1]._id}`]: () => ok({ message: 'removed' }),
      [`GET /stores/holding/${modules[1]._id}`]: () => ok({ count: 2, stores: [] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Countdown Bar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Countdown Bar?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(await within(dialog).findByText(/leaves 2 stores/)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Module Removed')).toBeInTheDocument();
    expect(screen.queryByText('Countdown Bar')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it("asks before removing (its snippet stops, the stores it leaves) and Cancel keeps the module", async () => {
    const { calls } = setup('/dashboard/library', { [`GET /stores/holding/${modules[0]._id}`]: () => ok({ count: 1, stores: [{ _id: 'st', name: 'Shop' }] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Sticky Header' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Sticky Header?' });
    expect(await within(dialog).findByText('Its remote snippet stops working; it leaves 1 store. You can undo it from the notification that follows.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Sticky Header')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('offers Undo in the removal toast for at least 10 s: the server restores the same entry', async () => {
    const { calls } = setup('/dashboard/library', {
      [`DELETE /user-modules/remove/${modules[1]._id}`]: () => ok({ message: 'removed' }),
      [`GET /stores/holding/${modules[1]._id}`]: () => ok({ count: 0, stores: [] }),
      [`POST /user-modules/restore/${modules[1]._id}`]: () => ok(modules[1]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Countdown Bar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Countdown Bar?' });
    await within(dialog).findByText(/You can undo it/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const toast = (await screen.findByText('Module Removed')).closest('li')!;
    expect(ENTRY_UNDO_TOAST_MS).toBeGreaterThanOrEqual(10_000);
    fireEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Module Restored')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith(`/user-modules/restore/${modules[1]._id}`))).toBe(true);
  });

  it('shows the empty state linking to browse, and the spec error when the library cannot load', async () => {
    renderDashboard(<LibraryPage />, { path: '/dashboard/library', routes: baseRoutes() });
    expect(await screen.findByRole('link', { name: 'Browse modules' })).toHaveAttribute('href', '/dashboard/modules');
  });

  it('says "Failed to load library" when the library cannot load', async () => {
    setup('/dashboard/library', { 'GET /user-modules/library': () => ({ status: 500, body: { success: false } }) });
    expect(await screen.findByText('Failed to load library')).toBeInTheDocument();
  });
});
