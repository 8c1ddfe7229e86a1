import { Inject, Injectable } from '@nestjs/common';
import { Seed, Seeder, SERVICE_CONFIG } from '@liquify/service';
import { CheckoutSessionsService } from '../checkout/checkout-sessions.service';
import { BillingConfig } from '../config';
import { EarlyBirdCodesRepository } from './early-bird-codes.repository';

/**
 * The codes of EARLY_BIRD_CODES become stored codes on start (issue 16). Only missing codes are added: a code
 * an admin disabled stays disabled across restarts, and codes added on /admin/settings are kept.
 */
@Seeder('early-bird-codes')
@Injectable()
export class EarlyBirdCodesSeed implements Seed {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
    private readonly codes: EarlyBirdCodesRepository,
    private readonly sessions: CheckoutSessionsService,
  ) {}

  async run() {
    let added = 0;
    for (const code of this.config.EARLY_BIRD_CODES) {
      if (code.trim() && (await this.codes.insert(code, 'config'))) added++;
    }
    const counted = await this.countExistingUses();
    const done = [added > 0 ? `${added} Early Bird code${added === 1 ? '' : 's'}` : '', counted > 0 ? `uses counted for ${counted} code${counted === 1 ? '' : 's'}` : ''].filter(Boolean);
    return done.length ? done.join(', ') : undefined;
  }

  /** Codes stored before uses were counted (issue 21 item 10) start their count at the checkouts already paid. */
  private async countExistingUses(): Promise<number> {
    const uncounted = await this.codes.uncounted();
    if (uncounted.length === 0) return 0;
    const paid = await this.sessions.earlyBirdUses();
    let counted = 0;
    for (const code of uncounted) if (await this.codes.startCount(code, paid.get(code) ?? 0)) counted++;
    return counted;
  }
}
