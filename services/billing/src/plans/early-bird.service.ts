import { Inject, Injectable } from '@nestjs/common';
import { EARLY_BIRD_SLUG, PlanDto } from '@liquify/contracts';
import { BillingErrors } from '../billing.errors';
import { RateLimiter } from '../common/rate-limiter';
import { BillingConfig, CONFIG } from '../config';
import { matchesEarlyBirdCode, toPublicPlan } from './plan-rules.util';
import { PublicPlansService } from './public-plans.service';

/** Early Bird codes live in configuration only (EARLY_BIRD_CODES), never in a front-end bundle. */
@Injectable()
export class EarlyBirdService {
  constructor(
    @Inject(CONFIG) private readonly config: BillingConfig,
    private readonly plans: PublicPlansService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /** POST /api/plans/early-bird/verify: rate-limited per client address, then the code, then the plan. */
  async verify(code: string, ip: string): Promise<PlanDto> {
    await this.rateLimiter.hit(
      { name: 'early-bird', limit: this.config.EARLY_BIRD_RATE_LIMIT, windowSeconds: 60, message: 'Too many Early Bird code attempts. Please wait a minute and try again.' },
      ip,
    );
    this.check(code);
    return toPublicPlan(await this.plans.getActiveBySlug(EARLY_BIRD_SLUG));
  }

  /** Throws the spec's messages for an empty or unknown code. */
  check(code: string | undefined): void {
    if (!code || !code.trim()) throw BillingErrors.earlyBirdCodeRequired();
    if (!matchesEarlyBirdCode(code, this.config.EARLY_BIRD_CODES)) throw BillingErrors.earlyBirdCodeInvalid();
  }
}
