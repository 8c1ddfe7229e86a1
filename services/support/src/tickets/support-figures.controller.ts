import { Controller, Get } from '@nestjs/common';
import { ok } from '@liquify/http';
import { SupportStatsService } from './support-stats.service';

/** GET /api/support/figures (issue #24 item 10): the help centre's measured figures; public, like the FAQ. */
@Controller('api/support/figures')
export class SupportFiguresController {
  constructor(private readonly stats: SupportStatsService) {}

  @Get()
  async figures() {
    return ok(await this.stats.figures());
  }
}
