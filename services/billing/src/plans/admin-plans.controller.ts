import { Controller, Delete, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { AdminGuard, JwtAuthGuard } from '@liquify/auth';
import {
  CreatePlanRequest,
  UpdatePlanRequest,
} from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ValidBody } from '@liquify/service';
import { AdminPlansService } from './admin-plans.service';
import { PlanPricesService } from './plan-prices.service';
import { PlanTrashService } from './plan-trash.service';

/** Plan administration (doc 3 §7). The admin role is checked here, not only at the gateway. */
@Controller('api/admin/plans')
@UseGuards(JwtAuthGuard, AdminGuard)
export class AdminPlansController {
  constructor(
    private readonly plans: AdminPlansService,
    private readonly prices: PlanPricesService,
    private readonly trash: PlanTrashService,
  ) {}

  @Get()
  async list() {
    return ok(await this.plans.list());
  }

  @Post()
  async create(@ValidBody() body: CreatePlanRequest) {
    return ok(await this.plans.create(body), { message: 'Plan created successfully' });
  }

  /** Declared before ':id': the price id and sync state of each plan (issue #25 item 6). */
  @Get('sync-stripe')
  async syncState() {
    return ok(await this.prices.syncStates());
  }

  @Post('sync-stripe')
  @HttpCode(200)
  async syncStripe() {
    const result = await this.prices.syncAll();
    const n = result.synced.length;
    return { success: true as const, message: `${n} plan${n === 1 ? '' : 's'} synchronized with ${result.provider === 'stripe' ? 'Stripe' : 'the local checkout'}`, data: result };
  }

  /** Before ':id', so 'trash' is not read as an id. */
  @Get('trash')
  async trashed() {
    return ok(await this.trash.list());
  }

  @Post(':id/restore')
  @HttpCode(200)
  async restore(@Param('id') id: string) {
    return ok(await this.trash.restore(id), { message: 'Plan restored' });
  }

  @Get(':id')
  async get(@Param('id') id: string) {
    return ok(await this.plans.get(id));
  }

  @Put(':id')
  async update(@Param('id') id: string, @ValidBody() body: UpdatePlanRequest) {
    return ok(await this.plans.update(id, body), { message: 'Plan updated successfully' });
  }

  @Delete(':id')
  async remove(@Param('id') id: string) {
    const { message, ...data } = await this.plans.remove(id);
    return { success: true as const, message, data };
  }

  @Get(':id/modules')
  async modules(@Param('id') id: string) {
    return ok(await this.plans.listItems(id, 'module'));
  }

  @Put(':id/modules')
  async setModules(@Param('id') id: string, @ValidBody() body: { allowedModules: string[] }) {
    return ok({ allowedModules: await this.plans.setAllowed(id, 'module', body.allowedModules) }, { message: 'Modules updated successfully' });
  }

  @Get(':id/sections')
  async sections(@Param('id') id: string) {
    return ok(await this.plans.listItems(id, 'section'));
  }

  @Put(':id/sections')
  async setSections(@Param('id') id: string, @ValidBody() body: { allowedSections: string[] }) {
    return ok({ allowedSections: await this.plans.setAllowed(id, 'section', body.allowedSections) }, { message: 'Sections updated successfully' });
  }
}
