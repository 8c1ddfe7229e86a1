import { fireEvent, screen } from '@testing-library/react';
import ModuleDetailPage from './ModuleDetailPage';
import { baseRoutes, FREE_PLAN, ok, renderDashboard } from '../../testing/render-dashboard';
import { libraryModule } from '../../testing/fixtures';

const MODULE = {
  _id: 'd'.repeat(24), slug: 'sticky-header', title: 'Sticky Header', description: 'Stays on top', category: 'header', thumbnail: '', featured: false,
  tags: ['nav'], author: '', rating: 5, downloads: 3, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z',
  status: 'published', longDescription: '', code: '<p>hi</p>', templateCode: '<p>hi</p>', content: '', variables: [], hasLiquidCode: false, images: [], demoUrl: '',
};
const plan = { ...FREE_PLAN, allowedModules: [{ _id: MODULE._id, slug: MODULE.slug, title: MODULE.title }] };

function setup(routes = {}) {
  return renderDashboard(<ModuleDetailPage />, {
    path: '/dashboard/modules/sticky-header',
    route: '/dashboard/modules/:slug',
    routes: baseRoutes({
      'GET /plans/user/current': () => ({ status: 200, body: { success: true, data: plan, subscriptionStatus: 'active' } }),
      'GET /modules/sticky-header': () => ok(MODULE),
      'GET /modules': () => ok([MODULE]),
      ...routes,
    }),
  });
}

describe('module detail (doc 2 §2, §4)', () => {
  it("shows the fields with author 'Unknown' by default", async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Sticky Header' })).toBeInTheDocument();
    expect(screen.getByText('Unknown')).toBeInTheDocument();
  });

  it('checks the quota, then adds; the count rises and the toast links to the library', async () => {
    let added = false;
    const { calls } = setup({
      'GET /user-modules/quota-check': () => ok({ canAdd: true, currentCount: 0, limit: 5 }),
      'POST /user-modules/add': ({ body }: { body: unknown }) => {
        added = true;
        expect(body).toEqual({ moduleId: MODULE._id });
        return ok(libraryModule({ moduleId: MODULE._id, slug: MODULE.slug }), 201);
      },
      'GET /user-modules/library': () => ok(added ? [libraryModule({ moduleId: MODULE._id, slug: MODULE.slug })] : []),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Add to my library/ }));
    expect(await screen.findByText('Module Added')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View in My Library' })).toHaveAttribute('href', '/dashboard/library');
    expect(await screen.findByText('1 of 5 modules used on your plan')).toBeInTheDocument();
    const order = calls.filter((c) => c.path.startsWith('/user-modules/quota') || c.path === '/user-modules/add').map((c) => c.path);
    expect(order[0]).toBe('/user-modules/quota-check');
    expect(order).toContain('/user-modules/add');
  });

  it("at the limit says 'Plan Limit Reached' and opens the upgrade dialog", async () => {
    setup({ 'GET /user-modules/quota-check': () => ok({ canAdd: false, currentCount: 5, limit: 5, reason: 'limit' }) });
    fireEvent.click(await screen.findByRole('button', { name: /Add to my library/ }));
    expect(await screen.findByText('Plan Limit Reached')).toBeInTheDocument();
    expect(screen.getByText("You've reached your plan limit of 5 modules. Upgrade your plan to add more.")).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Upgrade to add more modules' })).toBeInTheDocument();
  });

  it("says 'Quota Check Failed' when the quota cannot be checked", async () => {
    setup({ 'GET /user-modules/quota-check': () => ({ status: 500, body: {} }) });
    fireEvent.click(await screen.findByRole('button', { name: /Add to my library/ }));
    expect(await screen.findByText('Quota Check Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to verify your plan limits. Please try again.')).toBeInTheDocument();
  });

  it('asks for the module with the token: the catalogue sends the code only to a plan that allows it', async () => {
    const { calls } = setup();
    expect(await screen.findByTitle('Preview of Sticky Header')).toBeInTheDocument();
    const detail = calls.find((c) => c.path === '/modules/sticky-header');
    expect(detail?.headers.Authorization ?? detail?.headers.authorization).toBe('Bearer test-token');
  });

  it('shows a locked module (its card, no code) as its thumbnail under a lock with View plans, and no live preview', async () => {
    const { code: _code, templateCode: _template, variables: _variables, ...card } = MODULE;
    const { container } = setup({
      'GET /plans/user/current': () => ({ status: 200, body: { success: true, data: FREE_PLAN, subscriptionStatus: 'active' } }),
      'GET /modules/sticky-header': () => ok({ ...card, thumbnail: '/api/catalogue-assets/thumbnails/modules/sticky-header.svg', locked: true }),
    });
    expect(await screen.findByTestId('locked-preview')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sticky Header thumbnail' })).toHaveAttribute('src', '/api/catalogue-assets/thumbnails/modules/sticky-header.svg');
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/dashboard/settings?tab=billing');
    expect(await screen.findByRole('link', { name: /Upgrade to unlock/ })).toHaveAttribute('href', '/dashboard/upgrade');
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.queryByText('No preview')).toBeNull();
  });

  it('asks again once when the plan allows a module the answer held was locked for (an upgrade), then shows its live preview', async () => {
    const { code: _code, templateCode: _template, variables: _variables, ...card } = MODULE;
    let asked = 0;
    const { calls } = setup({ 'GET /modules/sticky-header': () => (++asked === 1 ? ok({ ...card, locked: true }) : ok({ ...MODULE, locked: false })) });
    expect(await screen.findByTitle('Preview of Sticky Header')).toBeInTheDocument();
    expect(screen.queryByTestId('locked-preview')).toBeNull();
    expect(calls.filter((c) => c.path === '/modules/sticky-header')).toHaveLength(2);
  });

  it("says 'Module not found' for an unknown slug", async () => {
    setup({ 'GET /modules/sticky-header': () => ({ status: 404, body: { success: false, error: 'Module not found' } }) });
    expect(await screen.findByText('Module not found')).toBeInTheDocument();
  });
});
