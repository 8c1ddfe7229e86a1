import { Types } from 'mongoose';
import { AccountsRepository } from '../accounts/accounts.repository';
import { AccountDoc } from '../accounts/accounts.schema';
import { StoreQuotaService } from './store-quota.service';
import { StoresRepository } from './stores.repository';

/** The account document's conditional writes, in memory (the real ones are covered by the integration tests). */
class FakeAccounts {
  doc: AccountDoc = {
    _id: 'u1',
    storeLimit: 1,
    role: 'user',
    storeIds: [],
    storeCount: 0,
    limitAt: new Date(0),
    roleAt: new Date(0),
    known: true,
    deletedAt: null,
  };
  /** Runs once before the next reserve: lets a test change the limit "meanwhile". */
  beforeReserve?: () => void;
  async ensure() {
    return structuredClone(this.doc);
  }
  async find() {
    return structuredClone(this.doc);
  }
  async reserve(_userId: string, storeId: string, limit: number) {
    this.beforeReserve?.();
    this.beforeReserve = undefined;
    if (this.doc.deletedAt || this.doc.storeLimit !== limit || (limit !== -1 && this.doc.storeCount >= limit))
      return false;
    this.doc.storeIds.push(storeId);
    this.doc.storeCount++;
    return true;
  }
  async release(_userId: string, storeId: string) {
    if (!this.doc.storeIds.includes(storeId)) return false;
    this.doc.storeIds = this.doc.storeIds.filter((id) => id !== storeId);
    this.doc.storeCount--;
    return true;
  }
}

const idAgo = (ms: number) =>
  Types.ObjectId.createFromTime(Math.floor((Date.now() - ms) / 1000)).toHexString();

describe('StoreQuotaService', () => {
  let accounts: FakeAccounts;
  let live: Set<string>;
  let quota: StoreQuotaService;
  beforeEach(() => {
    accounts = new FakeAccounts();
    live = new Set();
    const stores = {
      liveIdsOf: async () => new Set(live),
      listOwned: async () => [],
    } as unknown as StoresRepository;
    quota = new StoreQuotaService(accounts as unknown as AccountsRepository, stores);
  });

  it('takes a slot under the limit', async () => {
    await quota.reserve('u1', 'a');
    expect(accounts.doc.storeIds).toEqual(['a']);
  });

  it('refuses at the limit with "Store limit reached (current/limit)"', async () => {
    accounts.doc = { ...accounts.doc, storeIds: [idAgo(0)], storeCount: 1 };
    live.add(accounts.doc.storeIds[0]);
    await expect(quota.reserve('u1', 'b')).rejects.toMatchObject({
      status: 403,
      code: 'STORE_LIMIT_REACHED',
      message: 'Store limit reached (1/1). Please upgrade your plan to create more stores.',
    });
  });

  it('decides on the new limit when the plan changes between reading and reserving', async () => {
    accounts.doc = { ...accounts.doc, storeIds: ['x'], storeCount: 1 };
    live.add('x');
    accounts.beforeReserve = () => (accounts.doc.storeLimit = 3);
    await quota.reserve('u1', 'b');
    expect(accounts.doc.storeIds).toEqual(['x', 'b']);
  });

  it('gives back a slot left by a crash (reserved over a minute ago, no store) and then creates', async () => {
    const orphan = idAgo(5 * 60_000);
    accounts.doc = { ...accounts.doc, storeIds: [orphan], storeCount: 1 };
    await quota.reserve('u1', 'b');
    expect(accounts.doc.storeIds).toEqual(['b']);
  });

  it('keeps a fresh slot whose store is still being created', async () => {
    const inFlight = idAgo(0);
    accounts.doc = { ...accounts.doc, storeIds: [inFlight], storeCount: 1 };
    await expect(quota.reserve('u1', 'b')).rejects.toMatchObject({ code: 'STORE_LIMIT_REACHED' });
    expect(accounts.doc.storeIds).toEqual([inFlight]);
  });

  it('reports live stores against the limit, -1 unlimited', async () => {
    accounts.doc = { ...accounts.doc, storeLimit: -1, storeIds: ['a', 'b'], storeCount: 2 };
    live = new Set(['a', 'b']);
    expect(await quota.check('u1')).toEqual({ canAdd: true, currentCount: 2, limit: -1 });
  });

  it('gives a deleted user no slot', async () => {
    accounts.doc = { ...accounts.doc, deletedAt: new Date() };
    await expect(quota.reserve('u1', 'b')).rejects.toMatchObject({ code: 'STORE_LIMIT_REACHED' });
    expect(await quota.check('u1')).toEqual({ canAdd: false, currentCount: 0, limit: 0 });
  });
});
