import { Inject, Injectable, Logger } from '@nestjs/common';
import { accountPlanSource, type AccountPlanSource } from '@liquify/contracts';
import { SERVICE_CONFIG } from '@liquify/service';
import { LibraryConfig } from '../config';
import { LibraryErrors } from '../library.errors';
import { PlanContext } from './plan-context';
import { ReadModelsRepository } from './read-models.repository';
import { ReadModelsService } from './read-models.service';

/** Who is asking: the user and the plan their access token names (AuthUser.planId, as of the token's issuance). */
export interface Caller {
  id: string;
  planId?: string;
}

/** How often the read model is looked at while a new user's account is on its way. */
const POLL_MS = 100;
/** Users known to have arrived, remembered so their next requests skip the look-up (an account never leaves). */
const REMEMBERED = 10_000;

export const ACCOUNT_NOT_READY_MESSAGE = 'Your account is still being set up. Please try again in a moment.';

/**
 * A signed-in user the library has not heard of yet: identity's sign-up event (identity.user.registered) is
 * still on its way, typically for a few hundred milliseconds after the sign-up. The library does not judge
 * such a user by a guessed plan (the free plan's lists refused a paid plan's module with 403). A decision that
 * depends on the plan goes by the plan identity signed into the user's token while the account is on its way
 * (accountPlanSource), and only without one the library knows waits for the account (ACCOUNT_WAIT_MS), then
 * answers 503 "try again", having changed nothing.
 */
@Injectable()
export class AccountArrival {
  private readonly logger = new Logger(AccountArrival.name);
  private readonly known = new Set<string>();

  constructor(
    private readonly readModels: ReadModelsRepository,
    private readonly plans: ReadModelsService,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<LibraryConfig, 'ACCOUNT_WAIT_MS'>,
  ) {}

  /**
   * What the caller's plan allows, for an add, a restore or a quota check: identity's account record once it
   * has arrived (it always wins over the token), else the plan the token names when the plans read model knows
   * it, else the record after waiting for it (whenKnown: 503 ACCOUNT_NOT_READY when it does not come in time).
   */
  async planContextOf(caller: Caller): Promise<PlanContext> {
    const { source, tokenPlan } = await this.sourceOf(caller);
    if (tokenPlan) return tokenPlan;
    if (source === 'wait') await this.whenKnown(caller.id);
    return this.plans.planContext(caller.id);
  }

  /**
   * What the caller's plan allows, for a read (the list, one entry, its download) or an edit of an entry they
   * hold: the same source as planContextOf, so an entry just added by the token's plan shows unlocked right
   * after, and the record wins once it has arrived. It never waits: without a plan to go by yet, the entries
   * are read with the record's context as it stands (the free plan's until the record arrives).
   */
  async readPlanContextOf(caller: Caller): Promise<PlanContext> {
    return (await this.sourceOf(caller)).tokenPlan ?? this.plans.planContext(caller.id);
  }

  /** The rule's answer for the caller (accountPlanSource), with the token plan's context when it is the source. */
  private async sourceOf(caller: Caller): Promise<{ source: AccountPlanSource; tokenPlan: PlanContext | null }> {
    const accountArrived = this.known.has(caller.id) || (await this.arrived(caller.id));
    const tokenPlan = !accountArrived && caller.planId ? await this.plans.planContextOfPlan(caller.planId) : null;
    const source = accountPlanSource({ accountArrived, tokenPlanId: caller.planId, tokenPlanKnown: tokenPlan !== null });
    if (source !== 'token') return { source, tokenPlan: null };
    this.logger.debug(`user ${caller.id} not known yet: judged by the plan ${caller.planId} of their token`);
    return { source, tokenPlan };
  }

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
