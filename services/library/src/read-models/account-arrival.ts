import { Inject, Injectable, Logger } from '@nestjs/common';
import { CONFIG, LibraryConfig } from '../config';
import { LibraryErrors } from '../library.errors';
import { ReadModelsRepository } from './read-models.repository';

/** How often the read model is looked at while a new user's account is on its way. */
const POLL_MS = 100;
/** Users known to have arrived, remembered so their next requests skip the look-up (an account never leaves). */
const REMEMBERED = 10_000;

export const ACCOUNT_NOT_READY_MESSAGE = 'Your account is still being set up. Please try again in a moment.';

/**
 * A signed-in user the library has not heard of yet: identity's sign-up event (identity.user.registered) is
 * still on its way, typically for a few hundred milliseconds after the sign-up. The library does not judge
 * such a user by a guessed plan (the free plan's lists refused a paid plan's module with 403): a decision
 * that depends on the plan waits for the account (ACCOUNT_WAIT_MS), then answers 503 "try again", having
 * changed nothing.
 */
@Injectable()
export class AccountArrival {
  private readonly logger = new Logger(AccountArrival.name);
  private readonly known = new Set<string>();

  constructor(
    private readonly readModels: ReadModelsRepository,
    @Inject(CONFIG) private readonly config: Pick<LibraryConfig, 'ACCOUNT_WAIT_MS'>,
  ) {}

  /** Resolves once identity's account of the user is known here (or deleted); 503 ACCOUNT_NOT_READY after the wait. */
  async whenKnown(userId: string): Promise<void> {
    if (this.known.has(userId) || (await this.arrived(userId))) return;
    const deadline = Date.now() + this.config.ACCOUNT_WAIT_MS;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(0, deadline - Date.now()))));
      if (await this.arrived(userId)) return;
    }
    this.logger.warn(`user ${userId} still unknown after ${this.config.ACCOUNT_WAIT_MS} ms: answered 503`);
    throw LibraryErrors.ACCOUNT_NOT_READY(ACCOUNT_NOT_READY_MESSAGE);
  }

  private async arrived(userId: string): Promise<boolean> {
    if (!(await this.readModels.findAccount(userId))) return false;
    if (this.known.size >= REMEMBERED) this.known.clear();
    this.known.add(userId);
    return true;
  }
}
