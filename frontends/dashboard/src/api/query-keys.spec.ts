import { QueryClient } from '@tanstack/react-query';
import { queryGroups, queryKeys } from './query-keys';

/** A client holding one settled query per key; answers the keys an invalidation made stale. */
function staleAfter(invalidate: (client: QueryClient) => Promise<void>, keys: Array<readonly unknown[]>) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'data');
  return invalidate(client).then(() => client.getQueryCache().findAll({ stale: true, type: 'all' }).map((query) => query.queryKey));
}

const STORE_READS = [
  queryKeys.stores,
  queryKeys.store('s1'),
  queryKeys.pickable({ storeId: 's1', kind: 'module', search: '', filter: 'all', limit: 100 }),
  queryKeys.storesHolding('e1'),
];
const OTHERS = [queryKeys.libraryModules, queryKeys.libraryModule('e1'), queryKeys.plan, queryKeys.modules({}), queryKeys.tickets({ limit: 100 })];

describe('dashboard query keys', () => {
  it("start with their route's path template, then its params and the query the call sends", () => {
    expect(queryKeys.libraryModule('e1')).toEqual(['/api/user-modules/{id}', { id: 'e1' }]);
    expect(queryKeys.modules({})).toEqual(['/api/modules', {}, { page: 1, limit: 1000 }]);
    expect(queryKeys.modules({ category: 'headers', limit: 5 })).toEqual(['/api/modules', {}, { page: 1, limit: 5, category: 'headers' }]);
    expect(queryKeys.referrals('u1')).toEqual(['/api/referrals/me', 'u1']);
  });

  it('the stores group reaches every store read (list, store, picker, holding) and nothing else', async () => {
    const stale = await staleAfter((client) => client.invalidateQueries(queryGroups.stores), [...STORE_READS, ...OTHERS]);
    expect(stale).toEqual(STORE_READS);
  });

  it('the FAQ group reaches the FAQ lists and the categories, not the tickets', async () => {
    const faq = [queryKeys.faq({}), queryKeys.faq({ sort: 'popular', limit: 5 }), queryKeys.faqCategories];
    const stale = await staleAfter((client) => client.invalidateQueries(queryGroups.faq), [...faq, queryKeys.allTickets, queryKeys.supportFigures]);
    expect(stale).toEqual(faq);
  });

  it("a route's key reaches every query of that route only: all ticket lists, not a ticket", async () => {
    const lists = [queryKeys.tickets({ limit: 100 }), queryKeys.tickets({ status: 'open', limit: 100 })];
    const stale = await staleAfter((client) => client.invalidateQueries({ queryKey: queryKeys.allTickets }), [...lists, queryKeys.ticket('t1'), queryKeys.ticketContext]);
    expect(stale).toEqual(lists);
  });
});
