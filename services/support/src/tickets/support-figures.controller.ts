import { Controller } from '@nestjs/common';
import { supportFaqRoutes } from '@liquify/contracts';
import { ServeRoute } from '@liquify/service';
import { ok } from '@liquify/http';
import { SupportStatsService } from './support-stats.service';

/** GET /api/support/figures (issue #24 item 10): the help centre's measured figures; public, like the FAQ. */
@Controller()
export class SupportFiguresController {
  constructor(private readonly stats: SupportStatsService) {}

  @ServeRoute(supportFaqRoutes.figures)
  async figures() {
    return ok(await this.stats.figures());
  }
}
