import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import ModulesPage from './ModulesPage';
import { FREE_PLAN, baseRoutes, renderDashboard } from '../../testing/render-dashboard';

const CATEGORIES = ['announcement-bar', 'countdown-timer', 'header'];

/** 45 modules: three categories in turn; every fifth mentions a countdown in its description. */
const catalogue = Array.from({ length: 45 }, (_, i) => ({
  _id: `m${String(i).padStart(23, '0')}`,
  slug: `module-${i}`,
  title: `Module ${i}`,
  description: i % 5 === 0 ? `A COUNTDOWN block number ${i}` : `Block number ${i}`,
  category: CATEGORIES[i % 3],
  thumbnail: '',
  featured: i === 1,
  rating: 4.5,
  downloads: 0,
  tags: [],
}));
/** The plan allows two modules from the end of the list: they come first. */
const allowed = [catalogue[44], catalogue[30]];

/** The URL's query string, shown beside the page. */
function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function setup(path = '/dashboard/modules') {
  return renderDashboard(
    <>
      <ModulesPage />
      <Location />
    </>,
    {
    path,
    route: '/dashboard/modules',
    routes: baseRoutes({
      'GET /modules': () => ({ status: 200, body: { success: true, data: catalogue, pagination: { totalModules: catalogue.length } } }),
      'GET /plans/user/current': () => ({
        status: 200,
        body: { success: true, data: { ...FREE_PLAN, allowedModules: allowed.map(({ _id, slug, title }) => ({ _id, slug, title })) }, subscriptionStatus: 'active' },
      }),
    }),
    },
  );
}

const cardTitles = () => within(screen.getByTestId('module-list')).getAllByRole('listitem').map((card) => within(card).getByText(/^Module \d+$/).textContent);
const search = (value: string) => fireEvent.change(screen.getByRole('searchbox', { name: 'Search modules' }), { target: { value } });

describe('/dashboard/modules (doc 2 §2)', () => {
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
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    search('countdown');
    expect(screen.getByTestId('modules-found')).toHaveTextContent('9 modules found');
    expect(screen.getByTestId('modules-available')).toHaveTextContent('1 available with your plan');
    expect(cardTitles()).toEqual(['Module 30', 'Module 0', 'Module 5', 'Module 10', 'Module 15', 'Module 20', 'Module 25', 'Module 35', 'Module 40']);
    expect(screen.queryByText(/^Page \d+ of/)).not.toBeInTheDocument();
    search('MODULE 4');
    expect(cardTitles()).toEqual(['Module 44', 'Module 4', 'Module 40', 'Module 41', 'Module 42', 'Module 43']);
    search('nothing like this');
    expect(screen.getByText('No modules found')).toBeInTheDocument();
    search('');
    expect(screen.getByTestId('modules-found')).toHaveTextContent('45 modules found');
  });

  it('combines a category chip with the search, and switches to the list view with Upgrade links', async () => {
    setup();
    await screen.findByText('2 available with your plan');
    expect(within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', ...CATEGORIES]);
    fireEvent.click(screen.getByRole('button', { name: 'countdown-timer' }));
    expect(screen.getByRole('button', { name: 'countdown-timer' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('modules-found')).toHaveTextContent('15 modules found');
    search('countdown');
    expect(cardTitles()).toEqual(['Module 10', 'Module 25', 'Module 40']);
    fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(within(screen.getByText('Module 10').closest('li')!).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
  });

  it('opens with the search the top bar put in the URL, and typing replaces it and leaves the URL', async () => {
    setup('/dashboard/modules?search=countdown');
    await screen.findByText('1 available with your plan');
    expect(screen.getByRole('searchbox', { name: 'Search modules' })).toHaveValue('countdown');
    expect(screen.getByTestId('modules-found')).toHaveTextContent('9 modules found');
    expect(screen.getByTestId('location')).toHaveTextContent('?search=countdown');
    search('module 4');
    expect(screen.getByTestId('modules-found')).toHaveTextContent('6 modules found');
    await waitFor(() => expect(screen.getByTestId('location')).toBeEmptyDOMElement());
    // The URL losing its search does not undo what was typed.
    expect(screen.getByRole('searchbox', { name: 'Search modules' })).toHaveValue('module 4');
    search('module 1');
    expect(screen.getByTestId('modules-found')).toHaveTextContent('11 modules found');
  });
});
