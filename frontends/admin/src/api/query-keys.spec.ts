import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { adminTicketRoutes } from '@liquify/contracts/routes';
import { adminKeys, LISTS_OF_KIND } from './query-keys';

/** Which of `keys` a change invalidating `scope` reaches (TanStack's own prefix matching, on a real cache). */
function reached(scope: readonly QueryKey[], keys: Record<string, QueryKey>): string[] {
  const client = new QueryClient();
  for (const key of Object.values(keys)) client.setQueryData(key, 'cached');
  for (const queryKey of scope) void client.invalidateQueries({ queryKey, refetchType: 'none' });
  return Object.entries(keys)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

/** A list's cached pages: the list hook adds the page and filters to its key. */
const page = (key: QueryKey) => [...key, { page: 2, term: 'hero' }];

const EVERY_KEY: Record<string, QueryKey> = {
  dashboard: adminKeys.dashboard,
  revenue: adminKeys.revenue('2026-10-28'),
  revenueDefault: adminKeys.revenue(undefined),
  analyticsSupport: adminKeys.analytics(adminTicketRoutes.stats, '30d'),
  search: adminKeys.search('hero'),
  auditLog: page(adminKeys.auditLog),
  modulesPage: page(adminKeys.modules.list),
  modulesAll: adminKeys.modules.all,
  modulesStats: adminKeys.modules.stats,
  moduleBySlug: adminKeys.modules.bySlug('hero'),
  sectionsPage: page(adminKeys.sections.list),
  sectionsStats: adminKeys.sections.stats,
  usersPage: page(adminKeys.users.list),
  usersStats: adminKeys.users.stats,
  plans: adminKeys.plans.list,
  plansSyncState: adminKeys.plans.syncState,
  plan: adminKeys.plans.byId('p1'),
  planModules: adminKeys.plans.items('p1', 'modules'),
  planSections: adminKeys.plans.items('p1', 'sections'),
  ticketsPage: page(adminKeys.support.tickets),
  ticketNeighbours: adminKeys.support.neighbours({ page: 1, status: 'open' }),
  ticket: adminKeys.support.ticket('t1'),
  faq: page(adminKeys.support.faq),
  staff: adminKeys.support.staff,
  supportStats: adminKeys.support.stats,
  newTickets: adminKeys.notifications.tickets('2026-11-20T00:00:00.000Z'),
  paidSignups: adminKeys.notifications.signups('2026-11-20T00:00:00.000Z'),
  supportContact: adminKeys.settings.supportContact,
  providerStatus: adminKeys.settings.providerStatus,
  earlyBirdCodes: adminKeys.settings.earlyBirdCodes,
  trash: adminKeys.trash,
};

describe('the admin query keys', () => {
  it('start with the path template of the route their query calls', () => {
    expect(adminKeys.modules.bySlug('hero')).toEqual(['/api/admin/modules/slug/{slug}', { slug: 'hero' }]);
    expect(adminKeys.support.ticket('t1')).toEqual(['/api/admin/support/tickets/{id}', { id: 't1' }]);
    expect(adminKeys.notifications.signups('s')).toEqual(['/api/admin/billing/paid-signups', {}, { since: 's' }]);
  });

  it('give every query its own cache entry', () => {
    const keys = Object.values(EVERY_KEY).map((key) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("keep the public routes the dashboard reads too apart from the dashboard's keys", () => {
    expect(adminKeys.settings.supportContact).toEqual(['/api/support/contact', 'admin']);
    expect(adminKeys.support.faq).toEqual(['/api/support/faq', {}, { limit: 200 }, 'admin']);
  });

  it('a module change reaches the module list, every module, the stats and the module by slug', () => {
    expect(reached(adminKeys.modules.scope, EVERY_KEY)).toEqual(['moduleBySlug', 'modulesAll', 'modulesPage', 'modulesStats']);
  });

  it('a section or user change reaches its list and its stats', () => {
    expect(reached(adminKeys.sections.scope, EVERY_KEY)).toEqual(['sectionsPage', 'sectionsStats']);
    expect(reached(adminKeys.users.scope, EVERY_KEY)).toEqual(['usersPage', 'usersStats']);
  });

  it("a plan change reaches the plans, their sync state, the edited plan and the plans' items", () => {
    expect(reached(adminKeys.plans.scope, EVERY_KEY)).toEqual(['plan', 'planModules', 'planSections', 'plans', 'plansSyncState']);
  });

  it("a ticket change on the list reaches every support screen and the header's notifications", () => {
    expect(reached([...adminKeys.support.scope, ...adminKeys.notifications.scope], EVERY_KEY)).toEqual(
      ['analyticsSupport', 'faq', 'newTickets', 'paidSignups', 'staff', 'supportStats', 'ticket', 'ticketNeighbours', 'ticketsPage'],
    );
  });

  it("a ticket page change reaches the ticket lists (with the page's neighbours) and the notifications", () => {
    expect(reached([adminKeys.support.tickets, ...adminKeys.notifications.scope], EVERY_KEY)).toEqual(
      ['analyticsSupport', 'newTickets', 'paidSignups', 'supportStats', 'ticketNeighbours', 'ticketsPage'],
    );
  });

  it('a restore from the trash reaches the lists of its kind', () => {
    expect(reached(LISTS_OF_KIND.faq, EVERY_KEY)).toEqual(['faq']);
    expect(reached(LISTS_OF_KIND.module, EVERY_KEY)).toEqual(reached(adminKeys.modules.scope, EVERY_KEY));
    expect(reached([adminKeys.trash], EVERY_KEY)).toEqual(['trash']);
  });
});
