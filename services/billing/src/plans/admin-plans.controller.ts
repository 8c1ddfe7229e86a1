import { Controller, Param, UseGuards } from '@nestjs/common';
import { AdminGuard, JwtAuthGuard } from '@liquify/auth';
import { adminPlanRoutes, CreatePlanRequest, UpdatePlanRequest } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ServeRoute, ValidBody } from '@liquify/service';
import { AdminPlansService } from './admin-plans.service';
import { PlanPricesService } from './plan-prices.service';
import { PlanTrashService } from './plan-trash.service';

/** Plan administration (doc 3 §7). The admin role is checked here, not only at the gateway. */
@Controller()
@UseGuards(JwtAuthGuard, AdminGuard)
export class AdminPlansController {
  constructor(
    private readonly plans: AdminPlansService,
    private readonly prices: PlanPricesService,
    private readonly trash: PlanTrashService,
  ) {}

  @ServeRoute(adminPlanRoutes.list)
  async list() {
    return ok(await this.plans.list());
  }

  @ServeRoute(adminPlanRoutes.create)
  async create(@ValidBody() body: CreatePlanRequest) {
    return ok(await this.plans.create(body), { message: 'Plan created successfully' });
  }

  /** Declared before ':id': the price id and sync state of each plan (issue #25 item 6). */
  @ServeRoute(adminPlanRoutes.syncState)
  async syncState() {
    return ok(await this.prices.syncStates());
  }

  @ServeRoute(adminPlanRoutes.syncStripe)
  async syncStripe() {
    const result = await this.prices.syncAll();
    const n = result.synced.length;
    return { success: true as const, message: `${n} plan${n === 1 ? '' : 's'} synchronized with ${result.provider === 'stripe' ? 'Stripe' : 'the local checkout'}`, data: result };
  }

  /** Before ':id', so 'trash' is not read as an id. */
  @ServeRoute(adminPlanRoutes.trashed)
  async trashed() {
    return ok(await this.trash.list());
  }

  @ServeRoute(adminPlanRoutes.restore)
  async restore(@Param('id') id: string) {
    return ok(await this.trash.restore(id), { message: 'Plan restored' });
  }

  @ServeRoute(adminPlanRoutes.get)
  async get(@Param('id') id: string) {
    return ok(await this.plans.get(id));
  }

  @ServeRoute(adminPlanRoutes.update)
  async update(@Param('id') id: string, @ValidBody() body: UpdatePlanRequest) {
    return ok(await this.plans.update(id, body), { message: 'Plan updated successfully' });
  }

  @ServeRoute(adminPlanRoutes.remove)
  async remove(@Param('id') id: string) {
    const { message, ...data } = await this.plans.remove(id);
    return { success: true as const, message, data };
  }

  @ServeRoute(adminPlanRoutes.modules)
  async modules(@Param('id') id: string) {
    return ok(await this.plans.listItems(id, 'module'));
  }

  @ServeRoute(adminPlanRoutes.setModules)
  async setModules(@Param('id') id: string, @ValidBody() body: { allowedModules: string[] }) {
    return ok({ allowedModules: await this.plans.setAllowed(id, 'module', body.allowedModules) }, { message: 'Modules updated successfully' });
  }

  @ServeRoute(adminPlanRoutes.sections)
  async sections(@Param('id') id: string) {
    return ok(await this.plans.listItems(id, 'section'));
  }

  @ServeRoute(adminPlanRoutes.setSections)
  async setSections(@Param('id') id: string, @ValidBody() body: { allowedSections: string[] }) {
    return ok({ allowedSections: await this.plans.setAllowed(id, 'section', body.allowedSections) }, { message: 'Sections updated successfully' });
  }
}
