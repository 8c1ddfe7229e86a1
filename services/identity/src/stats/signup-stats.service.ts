import { Injectable } from '@nestjs/common';
import { SignupStatsDto, StatsRangeQuery, statsWindowOf } from '@liquify/contracts';
import { IdentityErrors } from '../common/identity-errors';
import { UsersRepository } from '../users/users.repository';
import { signupStatsOf } from './signup-stats.util';

/** GET /api/admin/users/stats/signups: accounts created per UTC day (the admin analytics' sign-ups). */
@Injectable()
export class SignupStatsService {
  constructor(private readonly users: UsersRepository) {}

  async stats(query: StatsRangeQuery, now = new Date()): Promise<SignupStatsDto> {
    const window = statsWindowOf(query, now);
    if (!window) throw IdentityErrors.STATS_RANGE_INVALID();
    return signupStatsOf(window.from, window.to, await this.users.creationDatesBetween(window.from, window.to));
  }
}
