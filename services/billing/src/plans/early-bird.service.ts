import { Inject, Injectable } from '@nestjs/common';
import { EARLY_BIRD_SLUG, normalizeEarlyBirdCode, PlanDto } from '@liquify/contracts';
import { SERVICE_CONFIG } from '@liquify/service';
import { BillingErrors } from '../billing.errors';
import { RateLimiter } from '../common/rate-limiter';
import { BillingConfig } from '../config';
import { EarlyBirdCodesAdminService } from '../admin/early-bird-codes-admin.service';
import { EarlyBirdClaimsService } from './early-bird-claims.service';
import { toPublicPlan } from './plan-rules.util';
import { PublicPlansService } from './public-plans.service';

/**
 * Early Bird codes are stored server-side (seeded from EARLY_BIRD_CODES, managed on /admin/settings), never in a
 * front-end bundle; only an active code opens the Early Bird plan.
 */
@Injectable()
export class EarlyBirdService {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
    private readonly plans: PublicPlansService,
    private readonly rateLimiter: RateLimiter,
    private readonly codes: EarlyBirdCodesAdminService,
    private readonly claims: EarlyBirdClaimsService,
  ) {}

  /** POST /api/plans/early-bird/verify: rate-limited per client address, then the code, then the plan. */
  async verify(code: string, ip: string): Promise<PlanDto> {
    await this.rateLimiter.hit(
      { name: 'early-bird', limit: this.config.EARLY_BIRD_RATE_LIMIT, windowSeconds: 60, message: 'Too many Early Bird code attempts. Please wait a minute and try again.' },
      ip,
    );
    await this.check(code);
    return toPublicPlan(await this.plans.getActiveBySlug(EARLY_BIRD_SLUG));
  }

  /** Throws the spec's messages for an empty, unknown, disabled, expired or used-up code; answers the code as stored. */
  async check(code: string | undefined): Promise<string> {
    if (!code || !code.trim()) throw BillingErrors.earlyBirdCodeRequired();
    if (!(await this.codes.isUsable(code))) throw BillingErrors.earlyBirdCodeInvalid();
    return normalizeEarlyBirdCode(code);
  }

  /**
   * Takes one use of a checked code as a checkout opens (one conditional update: the last use goes to exactly
   * one of two concurrent checkouts); the other gets the spec's invalid-code message.
   */
  async claim(code: string): Promise<void> {
    if (!(await this.claims.claim(code))) throw BillingErrors.earlyBirdCodeInvalid();
  }

  /** Gives back the use of a checkout that could not be opened. */
  release(code: string): Promise<void> {
    return this.claims.release(code);
  }
}
