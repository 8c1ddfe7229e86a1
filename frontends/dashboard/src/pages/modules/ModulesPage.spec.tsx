import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import ModulesPage from './ModulesPage';
import { fetchEarly, forgetEarlyData } from '../../api/early-data';
import { queryKeys } from '../../api/query-keys';
import { loadSearchEngine } from '../../search/search-engine';
import { FREE_PLAN, baseRoutes, renderDashboard } from '../../testing/render-dashboard';

const CATEGORIES = ['announcement-bar', 'countdown-timer', 'header'];

/** 45 modules: three categories in turn; every fifth mentions a sale in its description. */
const catalogue = Array.from({ length: 45 }, (_, i) => ({
  _id: `m${String(i).padStart(23, '0')}`,
  slug: `module-${i}`,
  title: `Module ${i}`,
  description: i % 5 === 0 ? `A SALE block number ${i}` : `Block number ${i}`,
  category: CATEGORIES[i % 3],
  thumbnail: '',
  featured: i === 1,
  rating: 4.5,
  downloads: 0,
  tags: [],
}));
/** The plan allows two modules from the end of the list: they come first. */
const allowed = [catalogue[44], catalogue[30]];

/** A module as a store owner would name it (issue #24 item 8). */
function storeModule(id: number, title: string, extra: { description?: string; category?: string; tags?: string[] } = {}) {
  return { ...catalogue[id], _id: `s${String(id).padStart(23, '0')}`, slug: `store-${id}`, title, description: extra.description ?? '', category: extra.category ?? 'header', tags: extra.tags ?? [] };
}
const storeCatalogue = [
  storeModule(0, 'Exit Intent Offer', { description: 'Shows a popup when a visitor is about to leave.', category: 'marketing' }),
  storeModule(1, 'Announcement Bar', { description: 'Shipping news above the header.' }),
  storeModule(2, 'Sticky Add-to-Cart Bar', { description: 'Keeps the buy button in view.', category: 'product', tags: ['conversion'] }),
  storeModule(3, 'Newsletter Pop-up', { description: 'Collects e-mail addresses.', category: 'marketing', tags: ['lead-capture'] }),
];

/** The URL's query string, shown beside the page. */
function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function setup(path = '/dashboard/modules', modules: Array<(typeof catalogue)[number] | ReturnType<typeof storeModule>> = catalogue) {
  return renderDashboard(
    <>
      <ModulesPage />
      <Location />
    </>,
    {
    path,
    route: '/dashboard/modules',
    routes: baseRoutes({
      'GET /modules': () => ({ status: 200, body: { success: true, data: modules, pagination: { totalModules: modules.length } } }),
      'GET /plans/user/current': () => ({
        status: 200,
        body: { success: true, data: { ...FREE_PLAN, allowedModules: allowed.map(({ _id, slug, title }) => ({ _id, slug, title })) }, subscriptionStatus: 'active' },
      }),
    }),
    },
  );
}

const cardTitles = () => within(screen.getByTestId('module-list')).getAllByRole('listitem').map((card) => within(card).getByText(/^Module \d+$/).textContent);
/** The titles of the cards shown, in order. */
const shownTitles = () =>
  within(screen.getByTestId('module-list'))
    .getAllByRole('listitem')
    .filter((card) => !card.hidden)
    .map((card) => storeCatalogue.find((m) => within(card).queryAllByText(m.title).length > 0)?.title);
const search = (value: string) => fireEvent.change(screen.getByRole('searchbox', { name: 'Search modules' }), { target: { value } });

afterEach(forgetEarlyData);

describe('/dashboard/modules (doc 2 §2)', () => {
  it('shows the list in its first render when the catalogue and plan requested ahead have answered (a first load: app/preload.ts)', async () => {
    const plan = { ...FREE_PLAN, allowedModules: allowed.map(({ _id, slug, title }) => ({ _id, slug, title })) };
    await Promise.all([fetchEarly(queryKeys.modules({}), async () => ({ data: catalogue, total: catalogue.length })), fetchEarly(queryKeys.plan, async () => plan)]);
    // Every state the page commits, as the DOM shows it: a loading state in between would be a second render, a task later.
    const states: string[] = [];
    const observer = new MutationObserver(() => {
      if (document.querySelector('h1')) states.push(document.querySelector('[data-testid="module-list"]') ? 'list' : document.body.textContent?.includes('Loading modules...') ? 'loading' : 'other');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const { calls } = setup();
    await waitFor(() => expect(cardTitles()).toHaveLength(20));
    observer.disconnect();
    expect(states[0]).toBe('list');
    expect(states).not.toContain('loading');
    expect(cardTitles().slice(0, 2)).toEqual(['Module 30', 'Module 44']);
    // Neither was requested again.
    expect(calls.map((call) => `${call.method} ${call.path}`).filter((call) => /\/modules|\/plans\//.test(call))).toEqual([]);
  });

  it("makes a phone's first screen of cards first (two), then the rest of the page", async () => {
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    try {
      await Promise.all([fetchEarly(queryKeys.modules({}), async () => ({ data: catalogue, total: catalogue.length })), fetchEarly(queryKeys.plan, async () => ({ ...FREE_PLAN, allowedModules: [] }))]);
      // The cards the list came with: the ones it holds at the end, less those added to it afterwards.
      let cardsAddedLater = 0;
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as Element;
          if (target.matches?.('[data-testid="module-list"]')) cardsAddedLater += record.addedNodes.length - record.removedNodes.length;
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
      setup();
      await waitFor(() => expect(cardTitles()).toHaveLength(20));
      observer.disconnect();
      expect(screen.getByTestId('module-list').children.length - cardsAddedLater).toBe(2);
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
  });

  it('lists the allowed modules first, 20 a page, with the counts and locked cards', async () => {
    setup();
    expect(await screen.findByText('2 available with your plan')).toBeInTheDocument();
    expect(screen.getByTestId('modules-found')).toHaveTextContent('45 modules found');
    // The cards above the fold come first, the rest of the page right after (FIRST_PAINT_CARDS).
    await waitFor(() => expect(cardTitles()).toHaveLength(20));
    expect(cardTitles().slice(0, 3)).toEqual(['Module 30', 'Module 44', 'Module 0']);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const locked = screen.getByText('Module 0').closest('li')!;
    expect(locked).toHaveAttribute('data-locked', 'true');
    expect(within(locked).getByRole('link', { name: 'View plans' })).toBeInTheDocument();
    expect(screen.getByText('Module 30').closest('li')).not.toHaveAttribute('data-locked');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(cardTitles()[0]).toBe('Module 18');
  });

  it('filters on every keystroke by title or description, ignoring case, back to page 1', async () => {
    setup();
    await screen.findByText('2 available with your plan');
    // Loaded after the first screen (the page's prepare()), so a keystroke answers within its frame.
    await loadSearchEngine();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    search('sale');
    expect(screen.getByTestId('modules-found')).toHaveTextContent('9 modules found');
    expect(screen.getByTestId('modules-available')).toHaveTextContent('1 available with your plan');
    expect(cardTitles()).toEqual(['Module 30', 'Module 0', 'Module 5', 'Module 10', 'Module 15', 'Module 20', 'Module 25', 'Module 35', 'Module 40']);
    expect(screen.queryByText(/^Page \d+ of/)).not.toBeInTheDocument();
    search('MODULE 4');
    // Best match first: '4' itself, then the numbers it begins (allowed first, then in order; Module 40's
    // longer description makes its match weigh less).
    expect(cardTitles()).toEqual(['Module 4', 'Module 44', 'Module 41', 'Module 42', 'Module 43', 'Module 40']);
    search('nothing like this');
    expect(screen.getByText('No modules found')).toBeInTheDocument();
    search('');
    expect(screen.getByTestId('modules-found')).toHaveTextContent('45 modules found');
  });

  it('combines a category chip with the search, and switches to the list view with Upgrade links', async () => {
    setup();
    await screen.findByText('2 available with your plan');
    // Labels, not slugs (issue #24 item 9).
    expect(within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Announcement Bar', 'Countdown Timer', 'Header']);
    fireEvent.click(screen.getByRole('button', { name: 'Countdown Timer' }));
    expect(screen.getByRole('button', { name: 'Countdown Timer' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('modules-found')).toHaveTextContent('15 modules found');
    search('sale');
    expect(cardTitles()).toEqual(['Module 10', 'Module 25', 'Module 40']);
    fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(within(screen.getByText('Module 10').closest('li')!).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
  });

  it('finds what a store owner types: words in any order, hyphens, tags, one typo, best match first (issue #24 item 8)', async () => {
    setup('/dashboard/modules', storeCatalogue);
    await waitFor(() => expect(screen.getByTestId('modules-found')).toHaveTextContent('4 modules found'));
    search('sticky add to cart');
    expect(shownTitles()).toEqual(['Sticky Add-to-Cart Bar']);
    search('cart sticky');
    expect(shownTitles()).toEqual(['Sticky Add-to-Cart Bar']);
    // The title match first, then the description's 'popup', though the list has it earlier.
    search('popup');
    expect(shownTitles()).toEqual(['Newsletter Pop-up', 'Exit Intent Offer']);
    search('conversion');
    expect(shownTitles()).toEqual(['Sticky Add-to-Cart Bar']);
    search('lead capture');
    expect(shownTitles()).toEqual(['Newsletter Pop-up']);
    search('newsleter');
    expect(shownTitles()).toEqual(['Newsletter Pop-up']);
    expect(screen.getByTestId('modules-found')).toHaveTextContent('1 modules found');
  });

  it('opens with the search the top bar put in the URL, and typing replaces it and leaves the URL', async () => {
    setup('/dashboard/modules?search=sale');
    await screen.findByText('1 available with your plan');
    expect(screen.getByRole('searchbox', { name: 'Search modules' })).toHaveValue('sale');
    expect(screen.getByTestId('modules-found')).toHaveTextContent('9 modules found');
    expect(screen.getByTestId('location')).toHaveTextContent('?search=sale');
    search('module 4');
    expect(screen.getByTestId('modules-found')).toHaveTextContent('6 modules found');
    await waitFor(() => expect(screen.getByTestId('location')).toBeEmptyDOMElement());
    // The URL losing its search does not undo what was typed.
    expect(screen.getByRole('searchbox', { name: 'Search modules' })).toHaveValue('module 4');
    search('module 1');
    expect(screen.getByTestId('modules-found')).toHaveTextContent('11 modules found');
  });
});
