import { Controller, Req, UseGuards } from '@nestjs/common';
import { planRoutes } from '@liquify/contracts';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { ok } from '@liquify/http';
import { ServeRoute, ValidBody } from '@liquify/service';
import { clientIp } from '../common/rate-limiter';
import { EarlyBirdService } from './early-bird.service';
import { PublicPlansService } from './public-plans.service';

/** Plans as the public site and the user area read them (doc 1 §7, doc 2 §7). */
@Controller()
export class PlansController {
  constructor(
    private readonly plans: PublicPlansService,
    private readonly earlyBird: EarlyBirdService,
  ) {}

  @ServeRoute(planRoutes.listPublic)
  async listPublic() {
    return ok(await this.plans.list());
  }

  @ServeRoute(planRoutes.free)
  async free() {
    return ok(await this.plans.getFree());
  }

  @ServeRoute(planRoutes.current)
  @UseGuards(JwtAuthGuard)
  async current(@CurrentUser() user: AuthUser) {
    const { data, subscriptionStatus } = await this.plans.getUserCurrent(user);
    return ok(data, { subscriptionStatus });
  }

  @ServeRoute(planRoutes.verifyEarlyBird)
  async verifyEarlyBird(@ValidBody() body: { code: string }, @Req() request: { ip?: string }) {
    return ok(await this.earlyBird.verify(body.code, clientIp(request)), { message: 'Early Bird code verified' });
  }
}
