import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AccountDoc } from './accounts.schema';
import { AccountsRepository } from './accounts.repository';

/** What other billing features may read of the users' read model (fed by identity's events only). */
@Injectable()
export class AccountsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AccountsService.name);

  constructor(private readonly accounts: AccountsRepository) {}

  /** Accounts recorded before referral codes were kept get theirs (idempotent, in the background). */
  onApplicationBootstrap() {
    this.accounts
      .backfillReferralCodes()
      .then((n) => n > 0 && this.logger.log(`referral codes recorded for ${n} account(s)`))
      .catch((err: Error) => this.logger.warn(`referral code backfill failed: ${err.message}`));
  }

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

  /** The live user who owns a referral code, or null. */
  findLiveByReferralCode(code: string): Promise<AccountDoc | null> {
    return this.accounts.findLiveByReferralCode(code);
  }

  /** How many live users are on the plan with this slug. */
  countOnPlan(slug: string): Promise<number> {
    return this.accounts.countOnPlan(slug);
  }
}
