import { Injectable } from '@nestjs/common';
import { readOnlyStoreIds, storeQuota, StoreQuotaCheck } from '@liquify/contracts';
import { Types } from 'mongoose';
import { AccountsRepository } from '../accounts/accounts.repository';
import { AccountDoc } from '../accounts/accounts.schema';
import { limitReached, readOnlyStore, StoresErrors } from '../stores.errors';
import { StoresRepository } from './stores.repository';
import { StoreDoc } from './stores.schema';

/**
 * The store quota (doc 2 §5): how many stores the user's plan allows, the slot a new store takes before it
 * exists, and the soft downgrade (over a lowered limit the newer stores are read-only, never deleted).
 */
@Injectable()
export class StoreQuotaService {
  /** A slot reserved longer ago than this whose store does not exist was left by a crash: it is given back. */
  static STALE_RESERVATION_MS = 60_000;
  private static readonly ATTEMPTS = 5;

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly stores: StoresRepository,
  ) {}

  /** Doc 2 §3 quota check: the user's live stores against the plan's storeLimit. */
  async check(userId: string): Promise<StoreQuotaCheck> {
    const account = await this.accounts.ensure(userId);
    const live = await this.stores.liveIdsOf(userId);
    if (account.storeCount !== live.size) await this.releaseStale(account, live);
    return storeQuota(live.size, limitOf(account));
  }

  /** Takes a slot for a store about to be created; 403 'Store limit reached (current/limit)...' when none is left. */
  async reserve(userId: string, storeId: string): Promise<void> {
    let repaired = false;
    for (let attempt = 0; attempt < StoreQuotaService.ATTEMPTS; attempt++) {
      const account = await this.accounts.ensure(userId);
      if (account.deletedAt) throw limitReached(0, 0);
      if (await this.accounts.reserve(userId, storeId, account.storeLimit)) return;
      const now = (await this.accounts.find(userId)) ?? account;
      if (now.storeLimit !== account.storeLimit) continue; // the plan changed meanwhile: decide on the new limit
      if (!repaired) {
        repaired = true;
        if ((await this.releaseStale(now, await this.stores.liveIdsOf(userId))) > 0) continue;
      }
      throw limitReached(now.storeCount, now.storeLimit);
    }
    throw StoresErrors.STORE_BUSY();
  }

  release(userId: string, storeId: string): Promise<boolean> {
    return this.accounts.release(userId, storeId);
  }

  /** identity deleted the user: no slot is left and none can be taken. */
  forgetUser(userId: string, at: Date): Promise<void> {
    return this.accounts.markDeleted(userId, at);
  }

  /** Soft downgrade: the ids of the user's stores that are over the current limit (read-only). */
  async readOnlyIds(
    userId: string,
    stores: readonly StoreDoc[],
  ): Promise<{ readOnly: Set<string>; limit: number }> {
    const account = await this.accounts.ensure(userId);
    const limit = limitOf(account);
    return {
      readOnly: readOnlyStoreIds(
        stores.map((s) => ({ _id: String(s._id), createdAt: s.createdAt })),
        limit,
      ),
      limit,
    };
  }

  /** 403 when the store is over the user's current limit: it can be read and deleted, not changed. */
  async assertWritable(store: StoreDoc): Promise<void> {
    const { readOnly, limit } = await this.readOnlyIds(
      store.userId,
      await this.stores.listOwned(store.userId),
    );
    if (readOnly.has(String(store._id))) throw readOnlyStore(limit);
  }

  /** Gives back slots whose store never came to exist (reserved long enough ago). Answers how many. */
  private async releaseStale(account: AccountDoc, live: Set<string>): Promise<number> {
    const before = Date.now() - StoreQuotaService.STALE_RESERVATION_MS;
    let released = 0;
    for (const id of account.storeIds) {
      if (live.has(id) || !Types.ObjectId.isValid(id)) continue;
      if (new Types.ObjectId(id).getTimestamp().getTime() > before) continue; // maybe still being created
      if (await this.accounts.release(account._id, id)) released++;
    }
    return released;
  }
}

/** A deleted user holds no store slot. */
function limitOf(account: AccountDoc): number {
  return account.deletedAt ? 0 : account.storeLimit;
}
