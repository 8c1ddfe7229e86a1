import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, fail, ok, renderAdmin } from '../../testing/render-admin';
import EditPlanPage from './EditPlanPage';
import PlansPage, { DELETE_PLAN_CONFIRMATION, SYNC_CONFIRMATION } from './PlansPage';

// Typing through user-event on two shared cores is slow; the assertions are not about time.
jest.setTimeout(30_000);

const features = {
  moduleLimit: -1,
  sectionLimit: 10,
  storeLimit: 3,
  apiCallLimit: 5000,
  supportLevel: 'chat',
  customBranding: true,
  advancedAnalytics: false,
  prioritySupport: false,
  customDomain: false,
  whiteLabel: false,
  teamMembers: 2,
  storageLimit: 500,
};
const PRO = {
  _id: 'p1',
  name: 'Pro',
  slug: 'pro',
  description: 'For growing stores',
  price: 29,
  currency: 'USD',
  billingCycle: 'monthly',
  isPopular: true,
  isActive: true,
  sortOrder: 2,
  features,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  allowedModules: ['m1'],
  allowedSections: [],
  newItemPolicy: { modules: 'none', sections: 'none' },
  stripePriceId: null,
  stripeProductId: null,
};
const OLD = { ...PRO, _id: 'p2', name: 'Legacy', slug: 'legacy', isPopular: false, isActive: false, price: 290, currency: 'EUR', billingCycle: 'yearly' };
const entry = (id: string, title: string, isAllowed: boolean, featured = false, category = 'header') => ({
  _id: id,
  slug: id,
  title,
  description: `${title} description`,
  category,
  thumbnail: '',
  featured,
  isAllowed,
});

function routes(overrides = {}) {
  return baseRoutes({ 'GET /admin/plans': () => ok([PRO, OLD]), ...overrides });
}

const openPlans = async (overrides = {}) => {
  const view = renderAdmin(<PlansPage />, { path: '/admin/plans', routes: routes(overrides) });
  await screen.findByRole('heading', { name: 'Pro' }, { timeout: 10_000 });
  return view;
};

describe('PlansPage', () => {
  it('shows one card per plan with price and cycle, every row, Unlimited for -1 and the Popular / Active / Inactive badges', async () => {
    await openPlans();
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(within(pro).getByText('$29.00 /month')).toBeInTheDocument();
    expect(within(pro).getByText('Unlimited (1 allowed)')).toBeInTheDocument();
    expect(within(pro).getByText('10 (0 allowed)')).toBeInTheDocument();
    expect(within(pro).getByText('5,000')).toBeInTheDocument();
    expect(within(pro).getByText('chat')).toBeInTheDocument();
    expect(within(pro).getByText('Popular')).toBeInTheDocument();
    expect(within(pro).getByText('Active')).toBeInTheDocument();
    const legacy = screen.getByRole('article', { name: 'Legacy' });
    expect(within(legacy).getByText('€290.00 /year')).toBeInTheDocument();
    expect(within(legacy).getByText('Inactive')).toBeInTheDocument();
    expect(within(legacy).queryByText('Popular')).not.toBeInTheDocument();
  });

  it("Create Plan opens with doc 3 §9's defaults and posts them with what was typed (slug lowercased, other characters to hyphens)", async () => {
    let posted: any;
    await openPlans({ 'POST /admin/plans': ({ body }: { body: unknown }) => ((posted = body), ok({ ...PRO, _id: 'p3' }, 201)) });
    await userEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Plan' });
    expect(within(dialog).getByLabelText('Price')).toHaveValue(0);
    expect(within(dialog).getByLabelText('Currency')).toHaveValue('USD');
    expect(within(dialog).getByLabelText('Billing cycle')).toHaveValue('monthly');
    expect(within(dialog).getByLabelText('Module limit')).toHaveValue(5);
    expect(within(dialog).getByLabelText('Section limit')).toHaveValue(3);
    expect(within(dialog).getByLabelText('Storage limit (MB)')).toHaveValue(100);
    expect(within(dialog).getByLabelText('Support level')).toHaveValue('email');
    expect(within(dialog).getByLabelText('Active')).toBeChecked();
    expect(within(dialog).getByLabelText('Popular')).not.toBeChecked();
    expect(within(dialog).getByLabelText('Sort order')).toHaveValue(1);

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Agency');
    await userEvent.type(within(dialog).getByLabelText('Slug'), 'My Agency_2');
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('my-agency-2');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'For agencies');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    await waitFor(() =>
      expect(posted).toEqual({
        name: 'Agency',
        slug: 'my-agency-2',
        description: 'For agencies',
        price: 0,
        currency: 'USD',
        billingCycle: 'monthly',
        features: {
          moduleLimit: 5,
          sectionLimit: 3,
          storeLimit: 1,
          apiCallLimit: 1000,
          supportLevel: 'email',
          customBranding: false,
          advancedAnalytics: false,
          prioritySupport: false,
          customDomain: false,
          whiteLabel: false,
          teamMembers: 1,
          storageLimit: 100,
        },
        isActive: true,
        isPopular: false,
        sortOrder: 1,
      }),
    );
    expect(await screen.findByText('Plan created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Plan' })).not.toBeInTheDocument());
  });

  it("refuses the plan form with doc 3 §5's messages, and unparsable numbers fall back to 0 (team members to 1)", async () => {
    let posted = 0;
    await openPlans({ 'POST /admin/plans': () => ((posted += 1), ok(PRO, 201)) });
    await userEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Plan' });
    const set = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    set('Price', '-1');
    set('Module limit', '-2');
    set('Section limit', '-5');
    set('Store limit', '-3');
    set('API call limit', '-9');
    set('Storage limit (MB)', '-4');
    set('Team members', '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    for (const message of [
      'Name is required',
      'Slug is required',
      'Description is required',
      'Price must be positive',
      'Module limit must be positive',
      'Section limit must be positive',
      'Store limit must be positive',
      'API call limit must be positive',
      'Storage limit must be positive',
      'Team members must be at least 1',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    // -1 is the unlimited marker, not an error; an empty number is 0 (team members 1).
    set('Module limit', '-1');
    set('Price', '');
    set('Team members', '');
    set('Section limit', '2');
    set('Store limit', '1');
    set('API call limit', '1');
    set('Storage limit (MB)', '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    await waitFor(() => expect(within(dialog).queryByText('Module limit must be positive')).not.toBeInTheDocument());
    expect(within(dialog).queryByText('Price must be positive')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Team members must be at least 1')).not.toBeInTheDocument();
    expect(posted).toBe(0);
  });

  it('Manage Modules: search, category filter, Pro for featured, "X of Y allowed", an optimistic toggle rolled back from the server when saving fails', async () => {
    let serverItems = [entry('m1', 'Mega Menu', true, true), entry('m2', 'Sticky Header', false), entry('m3', 'Hero Slider', false, false, 'hero')];
    let release: () => void = () => undefined;
    const saved: string[][] = [];
    await openPlans({
      'GET /admin/plans/p1/modules': () => ok(serverItems),
      'PUT /admin/plans/p1/modules': async ({ body }: { body: { allowedModules: string[] } }) => {
        saved.push(body.allowedModules);
        await new Promise<void>((resolve) => (release = resolve));
        return fail(500, 'Database unavailable');
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Manage Modules of Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Modules: Pro' });
    expect(await within(dialog).findByText('1 of 3 allowed')).toBeInTheDocument();
    const mega = within(dialog).getByRole('button', { name: /Mega Menu/ });
    expect(within(mega).getByText('Pro')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('button', { name: /Sticky Header/ })).queryByText('Pro')).not.toBeInTheDocument();

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Category filter' }), 'hero');
    expect(within(dialog).queryByRole('button', { name: /Sticky Header/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Category filter' }), '');
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search modules' }), 'sticky');
    expect(within(dialog).queryByRole('button', { name: /Mega Menu/ })).not.toBeInTheDocument();

    const sticky = within(dialog).getByRole('button', { name: /Sticky Header/ });
    await userEvent.click(sticky);
    // At once, before the server answered.
    expect(sticky).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByText('2 of 3 allowed')).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([['m1', 'm2']]));
    release();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Sticky Header/ })).toHaveAttribute('aria-pressed', 'false'));
    expect(within(dialog).getByText('1 of 3 allowed')).toBeInTheDocument();
    serverItems = [];
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("Manage Sections saves the whole allowed list and says 'Sections updated successfully'", async () => {
    let saved: unknown;
    await openPlans({
      'GET /admin/plans/p1/sections': () => ok([entry('s1', 'Footer Links', false, false, 'footer')]),
      'PUT /admin/plans/p1/sections': ({ body }: { body: unknown }) => ((saved = body), ok({ allowedSections: ['s1'] })),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Manage Sections of Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Sections: Pro' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Footer Links/ }));
    await waitFor(() => expect(saved).toEqual({ allowedSections: ['s1'] }));
    expect(await screen.findByText('Sections updated successfully')).toBeInTheDocument();
  });

  it("deletes a plan after 'Are you sure you want to delete this plan? This action cannot be undone.'", async () => {
    let deleted = false;
    await openPlans({ 'DELETE /admin/plans/p2': () => ((deleted = true), { status: 200, body: { success: true, message: 'Plan deleted successfully', data: { deleted: true, deactivated: false, plan: null } } }) });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Plan Legacy' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(DELETE_PLAN_CONFIRMATION)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Plan deleted successfully')).toBeInTheDocument();
    expect(deleted).toBe(true);
  });

  it('Sync Stripe asks its French confirmation, syncs, says so in French and reloads the plans', async () => {
    let listed = 0;
    let synced = 0;
    await openPlans({
      'GET /admin/plans': () => ((listed += 1), ok([PRO, OLD])),
      'POST /admin/plans/sync-stripe': () => (
        (synced += 1),
        { status: 200, body: { success: true, message: '2 plans synchronized with Stripe', data: { provider: 'stripe', synced: [{}, {}], skipped: [] } } }
      ),
    });
    const before = listed;
    await userEvent.click(screen.getByRole('button', { name: 'Sync Stripe' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(SYNC_CONFIRMATION)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Synchroniser' }));
    expect(await screen.findByText('Synchronisation avec Stripe réussie : 2 plans synchronisés')).toBeInTheDocument();
    expect(synced).toBe(1);
    await waitFor(() => expect(listed).toBeGreaterThan(before));
  });

  it('without a Stripe key, the sync names the local checkout; each card shows its price id and sync state (issue #25 item 6)', async () => {
    let state = { provider: 'local', plans: [{ _id: 'p1', slug: 'pro', stripePriceId: null, state: 'not-synced' }, { _id: 'p2', slug: 'legacy', stripePriceId: 'price_1Stripe', state: 'other-provider' }] };
    await openPlans({
      'GET /admin/plans/sync-stripe': () => ok(state),
      'POST /admin/plans/sync-stripe': () => {
        state = { provider: 'local', plans: [{ _id: 'p1', slug: 'pro', stripePriceId: 'price_local_pro_2900', state: 'synced' }, { _id: 'p2', slug: 'legacy', stripePriceId: 'price_local_legacy', state: 'synced' }] };
        return { status: 200, body: { success: true, message: '2 plans synchronized with the local checkout', data: { provider: 'local', synced: [{}, {}], skipped: [] } } };
      },
    });
    const pro = screen.getByRole('group', { name: 'Price sync of Pro' });
    expect(await within(pro).findByText('Not synced with the local checkout')).toBeInTheDocument();
    expect(within(pro).getByText('—')).toBeInTheDocument();
    const legacy = screen.getByRole('group', { name: 'Price sync of Legacy' });
    expect(within(legacy).getByText('Price from Stripe: sync with the local checkout')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sync Stripe' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Synchroniser' }));
    expect(await screen.findByText('Synchronisation avec le paiement local (aucune clé Stripe configurée) réussie : 2 plans synchronisés')).toBeInTheDocument();
    expect(screen.queryByText(/Synchronisation avec Stripe réussie/)).not.toBeInTheDocument();
    expect(await within(screen.getByRole('group', { name: 'Price sync of Pro' })).findByText('price_local_pro_2900')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Price sync of Pro' })).getByText('Synced with the local checkout')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch plans' when the list fails without a message", async () => {
    renderAdmin(<PlansPage />, { path: '/admin/plans', routes: routes({ 'GET /admin/plans': () => fail(500) }) });
    expect(await screen.findByText('Failed to fetch plans', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('EditPlanPage', () => {
  const renderEdit = (id: string, overrides = {}) =>
    renderAdmin(<EditPlanPage />, { path: `/admin/plans/edit/${id}`, route: '/admin/plans/edit/:id', routes: routes(overrides) });

  it("loads the plan, says 'Please fix the validation errors' for a refused form, and saves with Save Plan", async () => {
    let put: any;
    renderEdit('p1', { 'GET /admin/plans/p1': () => ok(PRO), 'PUT /admin/plans/p1': ({ body }: { body: unknown }) => ((put = body), ok(PRO)) });
    const name = await screen.findByLabelText('Name', {}, { timeout: 10_000 });
    expect(name).toHaveValue('Pro');
    expect(screen.getByLabelText('Module limit')).toHaveValue(-1);
    expect(screen.getByRole('link', { name: 'Back to Plans' })).toHaveAttribute('href', '/admin/plans');
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save Plan' }));
    expect(await screen.findByText('Please fix the validation errors')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(put).toBeUndefined();
    await userEvent.type(name, 'Pro Plus');
    await userEvent.click(screen.getByRole('button', { name: 'Save Plan' }));
    await waitFor(() => expect(put).toMatchObject({ name: 'Pro Plus', slug: 'pro', price: 29, features: { moduleLimit: -1, supportLevel: 'chat' } }));
    expect(await screen.findByText('Plan updated successfully')).toBeInTheDocument();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/admin/plans');
  });

  it("says 'Plan not found' and goes back to /admin/plans for an unknown id", async () => {
    renderEdit('nope', { 'GET /admin/plans/nope': () => fail(404, 'Plan not found') });
    expect(await screen.findByTestId('landed', {}, { timeout: 10_000 })).toHaveTextContent('/admin/plans');
    expect(await screen.findByText('Plan not found')).toBeInTheDocument();
  });

  it("says 'Failed to load plan' for any other failure and goes back to /admin/plans", async () => {
    renderEdit('p1', { 'GET /admin/plans/p1': () => fail(500, 'boom') });
    expect(await screen.findByTestId('landed', {}, { timeout: 10_000 })).toHaveTextContent('/admin/plans');
    expect(await screen.findByText('Failed to load plan')).toBeInTheDocument();
  });

  it("a failed save says the server's message, else 'Failed to update plan'", async () => {
    renderEdit('p1', { 'GET /admin/plans/p1': () => ok(PRO), 'PUT /admin/plans/p1': () => fail(500) });
    await screen.findByLabelText('Name', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Save Plan' }));
    expect(await screen.findByText('Failed to update plan')).toBeInTheDocument();
  });
});
