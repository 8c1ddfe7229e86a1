import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CONFIG, SupportConfig } from '../config';
import { FaqService } from './faq.service';

/** Demo data: the 15 FAQ entries of doc 3 §9 at startup when the FAQ is empty (SEED_FAQ=false turns it off). */
@Injectable()
export class FaqSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('FaqSeeder');

  constructor(
    private readonly faq: FaqService,
    @Inject(CONFIG) private readonly config: SupportConfig,
  ) {}

  async onApplicationBootstrap() {
    if (!this.config.SEED_FAQ) return;
    const result = await this.faq.seedIfEmpty();
    if (result) this.logger.log(`FAQ seeded: ${result.created} entries`);
  }
}
