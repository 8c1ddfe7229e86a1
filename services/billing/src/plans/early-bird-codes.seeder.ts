import { Inject, Injectable } from '@nestjs/common';
import { Seed, Seeder } from '@liquify/service';
import { BillingConfig, CONFIG } from '../config';
import { EarlyBirdCodesRepository } from './early-bird-codes.repository';

/**
 * The codes of EARLY_BIRD_CODES become stored codes on start (issue 16). Only missing codes are added: a code
 * an admin disabled stays disabled across restarts, and codes added on /admin/settings are kept.
 */
@Seeder('early-bird-codes')
@Injectable()
export class EarlyBirdCodesSeed implements Seed {
  constructor(
    @Inject(CONFIG) private readonly config: BillingConfig,
    private readonly codes: EarlyBirdCodesRepository,
  ) {}

  async run() {
    let added = 0;
    for (const code of this.config.EARLY_BIRD_CODES) {
      if (code.trim() && (await this.codes.insert(code, 'config'))) added++;
    }
    return added > 0 ? `${added} Early Bird code${added === 1 ? '' : 's'}` : undefined;
  }
}
