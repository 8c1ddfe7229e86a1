import { Injectable } from '@nestjs/common';
import { StoreAdminStats } from '@liquify/contracts';
import { AccountsRepository } from '../accounts/accounts.repository';
import { StoresErrors } from '../stores.errors';
import { StoreItemsRepository } from './store-items.repository';
import { StoresRepository } from './stores.repository';

/** GET /api/admin/stores/stats: stores, items placed in live stores, users holding at least one store. */
@Injectable()
export class StoreStatsService {
  constructor(
    private readonly stores: StoresRepository,
    private readonly items: StoreItemsRepository,
    private readonly accounts: AccountsRepository,
  ) {}

  async totals(adminId: string): Promise<StoreAdminStats> {
    await this.assertStillAdmin(adminId);
    const [stores, users, live, perStore] = await Promise.all([
      this.stores.countLive(),
      this.stores.countOwners(),
      this.stores.allLiveIds(),
      this.items.countsPerStore(),
    ]);
    let items = 0;
    for (const [storeId, n] of perStore) if (live.has(storeId)) items += n;
    return { totals: { stores, users, items } };
  }

  /** Authorization follows the current role: a token signed before a demotion no longer opens admin routes. */
  private async assertStillAdmin(userId: string): Promise<void> {
    const account = await this.accounts.find(userId);
    if (account?.deletedAt || (account?.known && account.role !== 'admin'))
      throw StoresErrors.ADMIN_ONLY();
  }
}
