import { Controller, Get, UseGuards } from '@nestjs/common';
import { AdminGuard, JwtAuthGuard } from '@liquify/auth';
import type { StatsRangeQuery } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ValidQuery } from '@liquify/service';
import { CurrentUserGuard } from '../common/current-user.guard';
import { SignupStatsService } from './signup-stats.service';

/** The admin analytics' sign-ups; the admin role is checked here, not only at the gateway. */
@Controller('api/admin/users/stats')
@UseGuards(JwtAuthGuard, CurrentUserGuard, AdminGuard)
export class SignupStatsController {
  constructor(private readonly signups: SignupStatsService) {}

  @Get('signups')
  async get(@ValidQuery() query: StatsRangeQuery) {
    return ok(await this.signups.stats(query));
  }
}
