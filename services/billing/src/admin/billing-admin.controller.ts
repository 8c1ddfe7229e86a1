import { Controller, Param, UseGuards } from '@nestjs/common';
import { adminBillingRoutes } from '@liquify/contracts';
import { AdminGuard, JwtAuthGuard } from '@liquify/auth';
import type { EarlyBirdCodeCreateRequest, EarlyBirdCodeUpdateRequest, PaidSignupsQuery } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ServeRoute, ValidBody, ValidQuery } from '@liquify/service';
import { BillingActivityService } from './billing-activity.service';
import { EarlyBirdCodesAdminService } from './early-bird-codes-admin.service';

/** Billing administration for /admin/settings and the admin header's notifications (issue 16). */
@Controller()
@UseGuards(JwtAuthGuard, AdminGuard)
export class BillingAdminController {
  constructor(
    private readonly codes: EarlyBirdCodesAdminService,
    private readonly activity: BillingActivityService,
  ) {}

  @ServeRoute(adminBillingRoutes.listCodes)
  async listCodes() {
    return ok(await this.codes.list());
  }

  @ServeRoute(adminBillingRoutes.addCode)
  async addCode(@ValidBody() body: EarlyBirdCodeCreateRequest) {
    return ok(await this.codes.add(body.code, body), { message: 'Early Bird code added' });
  }

  @ServeRoute(adminBillingRoutes.updateCode)
  async updateCode(@Param('code') code: string, @ValidBody() body: EarlyBirdCodeUpdateRequest) {
    const data = await this.codes.update(code, body);
    const message = body.active === undefined ? 'Early Bird code limits updated' : body.active ? 'Early Bird code enabled' : 'Early Bird code disabled';
    return ok(data, { message });
  }

  @ServeRoute(adminBillingRoutes.paidSignups)
  async paidSignups(@ValidQuery() query: PaidSignupsQuery) {
    return ok(await this.activity.paidSignupsSince(query.since));
  }

  @ServeRoute(adminBillingRoutes.providerStatus)
  async providerStatus() {
    return ok(await this.activity.providerStatus());
  }
}
