import { Inject, Injectable } from '@nestjs/common';
import { Seed, Seeder, SERVICE_CONFIG } from '@liquify/service';
import { SupportConfig } from '../config';
import { FaqService } from './faq.service';

/** Demo data: the 15 FAQ entries of doc 3 §9 at startup when the FAQ is empty (SEED_FAQ=false turns it off). */
@Seeder('faq')
@Injectable()
export class FaqSeed implements Seed {
  constructor(
    private readonly faq: FaqService,
    @Inject(SERVICE_CONFIG) private readonly config: SupportConfig,
  ) {}

  enabled() {
    return this.config.SEED_FAQ;
  }

  async run() {
    const result = await this.faq.seedIfEmpty();
    return result ? `${result.created} entries` : undefined;
  }
}
