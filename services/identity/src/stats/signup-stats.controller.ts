import { Controller, UseGuards } from '@nestjs/common';
import { userRoutes } from '@liquify/contracts';
import { AdminGuard, JwtAuthGuard } from '@liquify/auth';
import type { StatsRangeQuery } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ServeRoute, ValidQuery } from '@liquify/service';
import { CurrentUserGuard } from '../users/current-user.guard';
import { SignupStatsService } from './signup-stats.service';

/** The admin analytics' sign-ups; the admin role is checked here, not only at the gateway. */
@Controller()
@UseGuards(JwtAuthGuard, CurrentUserGuard, AdminGuard)
export class SignupStatsController {
  constructor(private readonly signups: SignupStatsService) {}

  @ServeRoute(userRoutes.signups)
  async get(@ValidQuery() query: StatsRangeQuery) {
    return ok(await this.signups.stats(query));
  }
}
