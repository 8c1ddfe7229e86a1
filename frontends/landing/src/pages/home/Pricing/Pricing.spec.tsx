import type { Plan } from '@liquify/api-client';
import { fireEvent, screen, within } from '@testing-library/react';
import { pending, renderPage, serveApi } from '../home.test-utils';
import { Pricing } from './Pricing';

function plan(name: string, slug: string, overrides: Partial<Plan> = {}): Plan {
  return {
    _id: slug,
    name,
    slug,
    description: `${name} plan`,
    price: 29,
    currency: 'usd',
    billingCycle: 'monthly',
    isPopular: false,
    isActive: true,
    sortOrder: 0,
    features: {
      moduleLimit: 5,
      sectionLimit: 5,
      storeLimit: 1,
      apiCallLimit: 0,
      supportLevel: 'email',
      customBranding: false,
      advancedAnalytics: false,
      prioritySupport: false,
    },
    ...overrides,
  };
}

const FREE = plan('Free', 'free', { price: 0, sortOrder: 1 });
const PRO = plan('Pro', 'pro', {
  price: 29,
  sortOrder: 2,
  isPopular: true,
  features: { ...FREE.features, moduleLimit: -1, sectionLimit: -1, storeLimit: 3 },
});
const ENTERPRISE = plan('Enterprise', 'enterprise', {
  price: 99,
  sortOrder: 3,
  features: { ...FREE.features, moduleLimit: -1, sectionLimit: -1, storeLimit: -1, customBranding: true },
});
const EARLY_BIRD = plan('Early Bird', 'early-bird', {
  price: 99,
  billingCycle: 'lifetime',
  sortOrder: 4,
  features: { ...FREE.features, moduleLimit: -1, sectionLimit: -1, storeLimit: 3, prioritySupport: true },
});

describe('Pricing', () => {
  it('shows a spinner while the plans load', async () => {
    serveApi({ '/api/plans/public': pending });
    renderPage(<Pricing />);
    expect(await screen.findByRole('status', { name: 'Loading plans' })).toBeInTheDocument();
  });

  it('lays three plans out 3 per row, in sortOrder, each linking to /auth?plan={lowercased name}', async () => {
    serveApi({ '/api/plans/public': { body: { success: true, data: [ENTERPRISE, FREE, PRO] } } });
    renderPage(<Pricing />);
    expect(await screen.findByRole('heading', { name: 'Free' })).toBeInTheDocument();
    const grid = document.querySelector('[data-columns]')!;
    expect(grid).toHaveAttribute('data-columns', '3');
    expect(grid.querySelector('li')!.className).toContain('md:basis-[calc((100%-3rem)/3)]');

    const names = within(grid as HTMLElement)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Free', 'Pro', 'Enterprise']);
    expect(screen.getByRole('link', { name: 'Start for Free' })).toHaveAttribute('href', '/auth?plan=free');
    expect(screen.getByRole('link', { name: 'Choose Pro' })).toHaveAttribute('href', '/auth?plan=pro');
    expect(screen.getByRole('link', { name: 'Choose Enterprise' })).toHaveAttribute(
      'href',
      '/auth?plan=enterprise',
    );
  });

  it('skips a malformed plan record ({ name: null }) and still shows the others', async () => {
    serveApi({ '/api/plans/public': { body: { success: true, data: [{ name: null }, FREE, { ...PRO, slug: 7 }, ENTERPRISE] } } });
    renderPage(<Pricing />);
    expect(await screen.findByRole('heading', { name: 'Free' })).toBeInTheDocument();
    const grid = document.querySelector('[data-columns]')!;
    const names = within(grid as HTMLElement)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Free', 'Enterprise']);
  });

  it('uses 4 columns with more than three plans and sends the Early Bird card to its own sign-up', async () => {
    serveApi({ '/api/plans/public': { body: [FREE, PRO, ENTERPRISE, EARLY_BIRD] } });
    renderPage(<Pricing />);
    expect(await screen.findByRole('heading', { name: 'Early Bird' })).toBeInTheDocument();
    const grid = document.querySelector('[data-columns]')!;
    expect(grid).toHaveAttribute('data-columns', '4');
    expect(grid.querySelector('li')!.className).toContain('xl:basis-[calc((100%-4.5rem)/4)]');
    expect(screen.getByRole('link', { name: 'Claim Early Bird' })).toHaveAttribute(
      'href',
      '/auth?plan=early-bird&early_bird=true',
    );
  });

  it('shows -1 limits as Unlimited, prices with their period, and a popular badge', async () => {
    serveApi({ '/api/plans/public': { body: [FREE, PRO, EARLY_BIRD] } });
    renderPage(<Pricing />);
    const proCard = (await screen.findByRole('heading', { name: 'Pro' })).closest('li')!;
    expect(within(proCard).getByText('Most Popular')).toBeInTheDocument();
    expect(within(proCard).getByText('Unlimited modules')).toBeInTheDocument();
    expect(within(proCard).getByText('Unlimited sections')).toBeInTheDocument();
    expect(within(proCard).getByText('3 stores')).toBeInTheDocument();
    expect(within(proCard).getByText('$29')).toBeInTheDocument();
    expect(within(proCard).getByText('/month')).toBeInTheDocument();

    const freeCard = screen.getByRole('heading', { name: 'Free' }).closest('li')!;
    expect(within(freeCard).queryByText('Most Popular')).not.toBeInTheDocument();
    expect(within(freeCard).getByText('5 modules')).toBeInTheDocument();
    expect(within(freeCard).getByText('1 store')).toBeInTheDocument();
    expect(within(freeCard).getByText('$0')).toBeInTheDocument();

    const earlyCard = screen.getByRole('heading', { name: 'Early Bird' }).closest('li')!;
    expect(within(earlyCard).getByText('$99')).toBeInTheDocument();
    expect(within(earlyCard).getByText('lifetime')).toBeInTheDocument();
    expect(within(earlyCard).getByText('Priority support')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch plans: {status}' and loads again on request", async () => {
    let fail = true;
    serveApi({
      '/api/plans/public': () => (fail ? { status: 503, body: { success: false } } : { body: [FREE] }),
    });
    renderPage(<Pricing />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch plans: 503');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Free' })).toBeInTheDocument();
  });

  it('says so when no plan is offered', async () => {
    serveApi({ '/api/plans/public': { body: { success: true, data: [] } } });
    renderPage(<Pricing />);
    expect(await screen.findByText('No plans are available right now.')).toBeInTheDocument();
  });

  it('is the #pricing anchor target', () => {
    serveApi({ '/api/plans/public': pending });
    renderPage(<Pricing />);
    expect(document.getElementById('pricing')).toContainElement(screen.getByRole('heading', { level: 2 }));
  });
});
