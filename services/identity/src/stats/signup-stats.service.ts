import { Injectable } from '@nestjs/common';
import { SignupStatsDto, StatsRangeQuery, statsWindowOf } from '@liquify/contracts';
import { IdentityErrors } from '../identity.errors';
import { SignupFactsRepository } from './signup-facts.repository';
import { signupStatsOf } from './signup-stats.util';

/**
 * GET /api/admin/users/stats/signups: accounts created per UTC day (the admin analytics' sign-ups), from the
 * recorded sign-ups (issue #25 item 8): deleting an account does not rewrite the day it signed up.
 */
@Injectable()
export class SignupStatsService {
  constructor(private readonly signups: SignupFactsRepository) {}

  async stats(query: StatsRangeQuery, now = new Date()): Promise<SignupStatsDto> {
    const window = statsWindowOf(query, now);
    if (!window) throw IdentityErrors.STATS_RANGE_INVALID();
    return signupStatsOf(window.from, window.to, await this.signups.datesBetween(window.from, window.to));
  }
}
