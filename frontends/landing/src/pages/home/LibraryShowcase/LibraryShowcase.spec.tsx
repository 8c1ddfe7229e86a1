import { fireEvent, screen, within } from '@testing-library/react';
import { moduleFixture, modulesAnswer, pending, renderPage, serveApi } from '../home.test-utils';
import { LibraryShowcase } from './LibraryShowcase';

function sectionFixture(title: string, category: string, featured = false) {
  return {
    _id: `sec-${title}`,
    slug: title.toLowerCase(),
    title,
    description: `${title} section`,
    category,
    featured,
  };
}

describe('LibraryShowcase', () => {
  it('shows at most 12 modules, featured first, with category chips and Explore All to /auth?plan=pro', async () => {
    serveApi({
      '/api/modules': modulesAnswer([
        ...Array.from({ length: 15 }, (_, i) =>
          moduleFixture({ title: `Plain ${i}`, category: i % 2 ? 'Cart' : 'Hero' }),
        ),
        moduleFixture({ title: 'Star', category: 'Cart', featured: true }),
      ]),
    });
    renderPage(<LibraryShowcase />);
    const grid = await screen.findByRole('list', { name: 'Modules' });
    const titles = within(grid)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(titles).toHaveLength(12);
    expect(titles[0]).toBe('Star');
    expect(within(grid).getByText('Pro')).toBeInTheDocument();
    within(grid)
      .getAllByRole('img')
      .forEach((img) => expect(img).toHaveAttribute('loading', 'lazy'));

    const chips = screen.getByRole('group', { name: 'Module categories' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Cart', 'Hero']);
    fireEvent.click(within(chips).getByRole('button', { name: 'Hero' }));
    expect(within(screen.getByRole('list', { name: 'Modules' })).getAllByRole('heading')).toHaveLength(8);

    expect(screen.getByRole('link', { name: 'Explore All' })).toHaveAttribute('href', '/auth?plan=pro');
  });

  it('names chips and card categories readably, and every card has the chip of its category (16 categories)', async () => {
    const categories = Array.from({ length: 16 }, (_, i) => `category-${String.fromCharCode(97 + i)}-block`);
    serveApi({
      '/api/modules': modulesAnswer([
        ...categories.map((category, i) => moduleFixture({ title: `Item ${i}`, category, featured: i % 3 === 0 })),
        moduleFixture({ title: 'Features', category: 'product-features', featured: true }),
        moduleFixture({ title: 'Top', category: 'back-to-top', featured: true }),
      ]),
    });
    renderPage(<LibraryShowcase />);
    const grid = await screen.findByRole('list', { name: 'Modules' });
    const chips = within(screen.getByRole('group', { name: 'Module categories' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(chips).toContain('Product features');
    expect(chips).toContain('Back to top');
    expect(chips.some((chip) => chip?.includes('-'))).toBe(false);
    expect(chips).toHaveLength(1 + 18);
    const cardCategories = within(grid)
      .getAllByRole('listitem')
      .map((card) => card.querySelector('p.text-brand-600')?.textContent);
    expect(cardCategories.length).toBeGreaterThan(0);
    for (const category of cardCategories) expect(chips).toContain(category);
  });

  it('fetches sections (page 1, limit 1000) only when the toggle is switched to Sections', async () => {
    const api = serveApi({
      '/api/modules': modulesAnswer([moduleFixture({ title: 'A module' })]),
      '/api/sections': {
        body: {
          success: true,
          data: [sectionFixture('Hero banner', 'Headers'), sectionFixture('Rich footer', 'Footers', true)],
          pagination: {},
        },
      },
    });
    renderPage(<LibraryShowcase />);
    await screen.findByText('A module');
    expect(api.calls.map((url) => url.pathname)).not.toContain('/api/sections');
    expect(screen.getByRole('button', { name: 'Modules' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Sections' }));
    expect(screen.getByRole('button', { name: 'Sections' })).toHaveAttribute('aria-pressed', 'true');
    const grid = await screen.findByRole('list', { name: 'Sections' });
    expect(
      within(grid)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Rich footer', 'Hero banner']);
    const sectionsCall = api.calls.find((url) => url.pathname === '/api/sections')!;
    expect(sectionsCall.searchParams.get('page')).toBe('1');
    expect(sectionsCall.searchParams.get('limit')).toBe('1000');
    expect(
      within(screen.getByRole('group', { name: 'Section categories' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Footers', 'Headers']);
  });

  it('goes back to All when the kind changes', async () => {
    serveApi({
      '/api/modules': modulesAnswer([
        moduleFixture({ category: 'Cart' }),
        moduleFixture({ category: 'Hero' }),
      ]),
      '/api/sections': { body: { success: true, data: [sectionFixture('S', 'Cart')] } },
    });
    renderPage(<LibraryShowcase />);
    const chips = await screen.findByRole('group', { name: 'Module categories' });
    fireEvent.click(within(chips).getByRole('button', { name: 'Hero' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sections' }));
    const sectionChips = await screen.findByRole('group', { name: 'Section categories' });
    expect(within(sectionChips).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('has loading, empty and error states', async () => {
    serveApi({
      '/api/modules': pending,
      '/api/sections': { status: 500, body: { success: false, error: 'boom' } },
    });
    renderPage(<LibraryShowcase />);
    expect(screen.getByRole('status', { name: 'Loading modules' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sections' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load sections');
  });

  it("says 'No modules found' for an empty catalogue", async () => {
    serveApi({ '/api/modules': modulesAnswer([]) });
    renderPage(<LibraryShowcase />);
    expect(await screen.findByText('No modules found')).toBeInTheDocument();
  });
});
