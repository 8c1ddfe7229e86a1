import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, fail, renderAdmin } from '../../testing/render-admin';
import SectionsPage from './SectionsPage';

// Typing through user-event on two shared cores is slow; the assertions are not about time.
jest.setTimeout(30_000);

// CodeMirror needs a real layout; here the code field is its textarea stand-in, with the same name, value,
// change and error wiring (the browser e2e drives the real one).
jest.mock('../../../../../libs/ui/src/code-editor/CodeEditor', () => {
  const { PlainCodeEditor } = jest.requireActual('../../../../../libs/ui/src/code-editor/index.tsx');
  return { __esModule: true, default: PlainCodeEditor };
});

const base = {
  longDescription: '',
  tags: ['hero'],
  author: 'Liquify',
  rating: 0,
  downloads: 12,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  thumbnail: '',
  images: [],
  demoUrl: '',
  hasLiquidCode: true,
  schema: null,
  settings: [],
  previewUrl: '',
  code: '<h1>{{ section.settings.title }}</h1>',
  revision: 3,
};
const HERO = { ...base, _id: 's1', slug: 'big-hero', title: 'Big Hero', description: 'A hero banner', category: 'hero', status: 'published', featured: true };
const PROMO = { ...base, _id: 's2', slug: 'promo', title: 'Promo Strip', description: 'A strip', category: 'seasonal deals', status: 'draft', featured: false };

function routes(overrides = {}) {
  return baseRoutes({
    'GET /admin/sections': ({ query }) => ({
      status: 200,
      body: { success: true, sections: [HERO, PROMO], pagination: { page: Number(query.get('page')), limit: 20, total: 45, pages: 3 } },
    }),
    'GET /admin/sections/stats/overview': () => ({
      status: 200,
      body: { success: true, data: { totalSections: 45, publishedSections: 30, draftSections: 14, featuredSections: 7, categories: [{ _id: 'hero', count: 30 }, { _id: 'seasonal deals', count: 10 }, { _id: 'footer', count: 5 }] } },
    }),
    ...overrides,
  });
}

const open = async (overrides = {}) => {
  const view = renderAdmin(<SectionsPage />, { path: '/admin/sections', routes: routes(overrides) });
  await screen.findByText('Big Hero', {}, { timeout: 10_000 });
  return view;
};

describe('SectionsPage', () => {
  it("shows the stat cards, the table and 'Showing X to Y of Z results' with Previous/Next", async () => {
    const { calls } = await open();
    expect(await screen.findByText('14')).toBeInTheDocument();
    expect(screen.getByText('Drafts')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 20 of 45 results')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21 to 40 of 45 results')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/admin/sections').length).toBeGreaterThanOrEqual(2);
    // Issue #25 item 5: every category the server counts, with its count ('footer' is on no loaded row).
    const categories = within(screen.getByRole('combobox', { name: 'Category filter' })).getAllByRole('option').map((o) => o.textContent);
    expect(categories).toEqual(['All Categories', 'footer (5)', 'hero (30)', 'seasonal deals (10)']);
  });

  it('applies the search once typing stops and sends the filters as query parameters', async () => {
    const queries: URLSearchParams[] = [];
    await open({
      'GET /admin/sections': ({ query }: { query: URLSearchParams }) => (
        queries.push(query),
        { status: 200, body: { success: true, sections: [HERO, PROMO], pagination: { page: 1, limit: 20, total: 2, pages: 1 } } }
      ),
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status filter' }), 'archived');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Featured filter' }), 'true');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search sections' }), 'hero');
    await waitFor(() => expect(queries.some((q) => q.get('search') === 'hero')).toBe(true), { timeout: 5_000 });
    // Never a request per keystroke: the search is sent whole, after the pause.
    expect(queries.some((q) => q.get('search') === 'h' || q.get('search') === 'he')).toBe(false);
    const last = queries.at(-1)!;
    expect(Object.fromEntries(last)).toEqual({ page: '1', limit: '20', search: 'hero', status: 'archived', featured: 'true' });
  });

  it('toggles featured with PUT /admin/sections/{id}/featured and reloads', async () => {
    let toggled = 0;
    await open({ 'PUT /admin/sections/s2/featured': () => ((toggled += 1), { status: 200, body: { success: true, data: { ...PROMO, featured: true } } }) });
    const button = screen.getByRole('button', { name: 'Featured: Promo Strip' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await waitFor(() => expect(toggled).toBe(1));
  });

  it("Create Section: the rules' messages, Generate slug, tags trimmed and de-duplicated with Enter, custom category lowercased", async () => {
    let posted: any;
    await open({ 'POST /admin/sections': ({ body }: { body: unknown }) => ((posted = body), { status: 201, body: { success: true, data: HERO } }) });
    await userEvent.click(screen.getByRole('button', { name: 'Create Section' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Section' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Slug is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Code is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Code')).toHaveAccessibleDescription('Code is required');
    expect(within(dialog).getByLabelText('Code')).toBeInvalid();

    await userEvent.type(within(dialog).getByLabelText('Title'), '  Crème Brûlée -- Hero!! ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('creme-brulee-hero');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Dessert banner');
    const tags = within(dialog).getByLabelText('Tags');
    await userEvent.type(tags, '  sale {Enter}sale{Enter}   {Enter}Summer{Enter}');
    expect(within(within(dialog).getByRole('list', { name: 'Selected tags' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['sale', 'Summer']);
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'Custom...');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Section' }));
    expect(within(dialog).getByText('Category is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Custom category'), '  Seasonal DEALS ');
    await userEvent.type(within(dialog).getByLabelText('Code'), '<div>hi</div>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Section' }));
    await waitFor(() =>
      expect(posted).toEqual({
        title: 'Crème Brûlée -- Hero!!',
        description: 'Dessert banner',
        longDescription: '',
        slug: 'creme-brulee-hero',
        category: 'seasonal deals',
        code: '<div>hi</div>',
        tags: ['sale', 'Summer'],
        status: 'draft',
        featured: false,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Edit Section is pre-filled (a category outside the fixed list is the custom one) and PUTs the changes', async () => {
    let put: any;
    await open({ 'PUT /admin/sections/s2': ({ body }: { body: unknown }) => ((put = body), { status: 200, body: { success: true, data: PROMO } }) });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Promo Strip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Section' });
    expect(within(dialog).getByLabelText('Custom category')).toHaveValue('seasonal deals');
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'published');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(put).toMatchObject({ slug: 'promo', category: 'seasonal deals', status: 'published', tags: ['hero'], revision: 3 }));
  });

  const INVALID = { status: 400, body: { success: false, error: 'Invalid Liquid syntax at line 2: tag {% for x in y %} not closed', code: 'INVALID_LIQUID' } };
  const CONFLICT = { status: 409, body: { success: false, error: 'This item was changed by someone else. Reload to see their changes.', code: 'EDIT_CONFLICT' } };

  it('Create Section refused for invalid Liquid keeps the dialog open, every field as typed, the line and reason next to the code (issue #25 item 2)', async () => {
    let posts = 0;
    await open({ 'POST /admin/sections': () => ((posts += 1), INVALID) });
    await userEvent.click(screen.getByRole('button', { name: 'Create Section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Section' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Broken');
    await userEvent.type(within(dialog).getByLabelText('Slug'), 'broken');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Broken one');
    await userEvent.type(within(dialog).getByLabelText('Tags'), 'keep{Enter}');
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: '<div>\n{% for x in y %}\n</div>' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Section' }));
    await waitFor(() => expect(posts).toBe(1));
    const problem = await within(dialog).findByText(/Line 2:/);
    expect(problem.parentElement).toHaveTextContent('Line 2: Invalid Liquid syntax at line 2: tag {% for x in y %} not closed');
    expect(within(dialog).getByLabelText('Code')).toHaveAccessibleDescription('Line 2: Invalid Liquid syntax at line 2: tag {% for x in y %} not closed');
    expect(within(dialog).getByLabelText('Code')).toBeInvalid();
    expect(screen.getByRole('dialog', { name: 'Create Section' })).toBe(dialog);
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Broken');
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('broken');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Broken one');
    expect(within(dialog).getByLabelText('Code')).toHaveValue('<div>\n{% for x in y %}\n</div>');
    expect(within(within(dialog).getByRole('list', { name: 'Selected tags' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['keep']);
  });

  it('Edit Section refused for invalid Liquid stays open too; another failure shows its reason in the dialog', async () => {
    let answer: unknown = INVALID;
    await open({ 'PUT /admin/sections/s2': () => answer });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Promo Strip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Section' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(/Line 2:/)).toBeInTheDocument();
    answer = { status: 409, body: { success: false, error: 'A section with this slug already exists', code: 'SLUG_TAKEN' } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const banner = await within(dialog).findByText('A section with this slug already exists');
    expect(banner.closest('[role="alert"]')).toHaveTextContent('Failed to update section');
    expect(screen.getByRole('dialog', { name: 'Edit Section' })).toBeInTheDocument();
  });

  it('Edit Section saved over a newer version shows the conflict; Overwrite resends at the current revision, Reload takes theirs (issue #25 item 3)', async () => {
    const puts: any[] = [];
    const theirs = { ...PROMO, title: 'Their strip', revision: 7 };
    await open({
      'PUT /admin/sections/s2': ({ body }: { body: any }) => (puts.push(body), body.revision === 7 ? { status: 200, body: { success: true, data: { ...theirs, revision: 8 } } } : CONFLICT),
      'GET /admin/sections/s2': () => ({ status: 200, body: { success: true, data: theirs } }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Promo Strip' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Section' });
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'My strip');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    let conflict = await within(dialog).findByRole('alert', { name: 'Edit conflict' });
    expect(conflict).toHaveTextContent('This item was changed by someone else. Reload to see their changes.');
    await userEvent.click(within(conflict).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveValue('Their strip'));
    expect(puts.map((p) => p.revision)).toEqual([3]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Edit Promo Strip' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Section' });
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Mine anyway');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    conflict = await within(dialog).findByRole('alert', { name: 'Edit conflict' });
    await userEvent.click(within(conflict).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts.map((p) => [p.revision, p.title])).toEqual([
      [3, 'My strip'],
      [3, 'Mine anyway'],
      [7, 'Mine anyway'],
    ]);
  });

  it("asks 'Are you sure you want to delete this section?' and shows the server's error in the banner", async () => {
    await open({ 'DELETE /admin/sections/s1': () => fail(404, 'Section not found') });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Big Hero' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this section?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Section not found');
  });

  it("shows 'Failed to fetch sections' when the list fails without a message", async () => {
    renderAdmin(<SectionsPage />, { path: '/admin/sections', routes: routes({ 'GET /admin/sections': () => fail(500) }) });
    expect(await screen.findByText('Failed to fetch sections', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
