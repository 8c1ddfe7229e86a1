import { Injectable } from '@nestjs/common';
import { AccountDoc } from './accounts.schema';
import { AccountsRepository } from './accounts.repository';

/** What other billing features may read of the users' read model (fed by identity's events only). */
@Injectable()
export class AccountsService {
  constructor(private readonly accounts: AccountsRepository) {}

  /** The user's record, live or deleted (null: billing has not heard of this user yet). */
  find(userId: string): Promise<AccountDoc | null> {
    return this.accounts.find(userId);
  }

  findLive(userId: string): Promise<AccountDoc | null> {
    return this.accounts.findLive(userId);
  }

  findLiveByEmail(email: string): Promise<AccountDoc | null> {
    return this.accounts.findLiveByEmail(email);
  }

  /** How many live users are on the plan with this slug. */
  countOnPlan(slug: string): Promise<number> {
    return this.accounts.countOnPlan(slug);
  }
}
