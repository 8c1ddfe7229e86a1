import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, fail, renderAdmin } from '../../testing/render-admin';
import ModulesPage from './ModulesPage';

// Typing through user-event on two shared cores is slow; the assertions are not about time.
jest.setTimeout(30_000);

const mod = (n: number, over: Record<string, unknown> = {}) => ({
  _id: `m${n}`,
  slug: `module-${n}`,
  title: `Module ${n}`,
  description: `Description ${n}`,
  category: n % 2 ? 'header' : 'footer',
  thumbnail: '',
  featured: false,
  tags: ['a', 'b'],
  author: 'Liquify',
  rating: 0,
  downloads: 12,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  status: 'published',
  longDescription: '',
  code: '',
  templateCode: '',
  content: '',
  variables: [],
  hasLiquidCode: false,
  images: [],
  demoUrl: '',
  ...over,
});

const TOTAL = 150; // 8 pages of 20
function listAnswer(query: URLSearchParams) {
  const page = Number(query.get('page'));
  return { status: 200, body: { success: true, modules: [mod(page * 2 - 1), mod(page * 2, { featured: true })], pagination: { page, limit: 20, total: TOTAL, pages: 8 } } };
}

function routes(overrides = {}) {
  return baseRoutes({
    'GET /admin/modules': ({ query }) => listAnswer(query),
    'GET /admin/modules/stats/overview': () => ({
      status: 200,
      body: { success: true, data: { total: 150, published: 120, draft: 29, featured: 7, categories: [{ _id: 'header', count: 80 }, { _id: 'footer', count: 60 }, { _id: 'hero', count: 10 }] } },
    }),
    ...overrides,
  });
}

const pageButtons = () => screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => Number(b.textContent));

describe('Gestion des Modules', () => {
  it('shows the stat cards, the cards with their Éditer links, and the 7-button sliding pagination in French', async () => {
    renderAdmin(<ModulesPage />, { path: '/admin/modules', routes: routes() });
    expect(await screen.findByText('Module 1', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gestion des Modules' })).toBeInTheDocument();
    expect(await screen.findByText('120')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Éditer Module 1' })).toHaveAttribute('href', '/admin/modules/edit/module-1');
    expect(screen.getByRole('link', { name: /Nouveau Module/ })).toHaveAttribute('href', '/admin/modules/new');
    expect(screen.getByText('Affichage de 1 à 20 sur 150 modules')).toBeInTheDocument();
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByText('Affichage de 81 à 100 sur 150 modules')).toBeInTheDocument();
    expect(pageButtons()).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Page 8' }));
    expect(await screen.findByText('Affichage de 141 à 150 sur 150 modules')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(await screen.findByText('Affichage de 121 à 140 sur 150 modules')).toBeInTheDocument();
  });

  it('sends the search (debounced) and the category (every category the server counts, with counts), status and featured filters', async () => {
    const { calls } = renderAdmin(<ModulesPage />, { path: '/admin/modules', routes: routes() });
    await screen.findByText('Module 1', {}, { timeout: 10_000 });
    const category = screen.getByRole('combobox', { name: 'Catégorie' });
    // 'hero' is on no loaded card: the choices come from the server's counts, not from the page.
    await waitFor(() => expect(within(category).getAllByRole('option').map((o) => o.textContent)).toEqual(['Toutes Catégories', 'footer (60)', 'header (80)', 'hero (10)']));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher des modules' }), 'hero');
    await waitFor(() => expect(calls.some((c) => c.path === '/admin/modules' && c.query?.get('search') === 'hero')).toBe(true), { timeout: 5_000 });
    await userEvent.selectOptions(category, 'footer');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'draft');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Featured' }), 'true');
    await waitFor(() =>
      expect(calls.some((c) => c.query?.get('category') === 'footer' && c.query?.get('status') === 'draft' && c.query?.get('featured') === 'true' && c.query?.get('page') === '1')).toBe(true),
    );
  });

  it('toggles featured and asks the French confirmation before deleting, then reloads', async () => {
    let toggled = 0;
    let deleted = 0;
    const { calls } = renderAdmin(<ModulesPage />, {
      path: '/admin/modules',
      routes: routes({
        'PUT /admin/modules/m1/featured': () => ((toggled += 1), { status: 200, body: { success: true, data: mod(1, { featured: true }) } }),
        'DELETE /admin/modules/m2': () => ((deleted += 1), { status: 200, body: { success: true, message: 'Module deleted successfully' } }),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mettre Module 1 en avant' }, { timeout: 10_000 }));
    await waitFor(() => expect(toggled).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Module 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Êtes-vous sûr de vouloir supprimer ce module ?')).toBeInTheDocument();
    const listCalls = calls.filter((c) => c.path === '/admin/modules').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(deleted).toBe(1));
    await waitFor(() => expect(calls.filter((c) => c.path === '/admin/modules').length).toBeGreaterThan(listCalls));
  });

  it("says 'Aucun module trouvé' when nothing matches, and treats an answer of invalid structure as empty", async () => {
    renderAdmin(<ModulesPage />, { path: '/admin/modules', routes: routes({ 'GET /admin/modules': () => ({ status: 200, body: { success: true, modules: 'nope' } }) }) });
    expect(await screen.findByText('Aucun module trouvé', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(/^Affichage de/)).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch modules' in the red banner when the list fails, and the server's message when there is one", async () => {
    renderAdmin(<ModulesPage />, { path: '/admin/modules', routes: routes({ 'GET /admin/modules': () => fail(500) }) });
    expect(await screen.findByText('Failed to fetch modules', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("shows the server's message when deleting fails", async () => {
    renderAdmin(<ModulesPage />, { path: '/admin/modules', routes: routes({ 'DELETE /admin/modules/m1': () => fail(404, 'Module not found') }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Module 1' }, { timeout: 10_000 }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Module not found')).toBeInTheDocument();
  });
});
