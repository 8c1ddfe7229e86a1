import { Controller, Delete, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import {
  PickableQuery,
  StoreAddModuleRequest,
  StoreAddSectionRequest,
  StoreCreateRequest,
  StoreListQuery,
  StoreMessages,
  StoreUpdateRequest,
} from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ValidBody, ValidQuery } from '@liquify/service';
import { StoreItemsService } from './store-items.service';
import { StoreQuotaService } from './store-quota.service';
import { StoresService } from './stores.service';

/** Doc 2 §7 stores calls, plus the picker's list. Signed-in only; another user's store is a 404. */
@Controller('api/stores')
@UseGuards(JwtAuthGuard)
export class StoresController {
  constructor(
    private readonly stores: StoresService,
    private readonly items: StoreItemsService,
    private readonly quota: StoreQuotaService,
  ) {}

  @Get()
  async list(@CurrentUser() user: AuthUser, @ValidQuery() query: StoreListQuery) {
    return { success: true as const, ...(await this.stores.list(user.id, query)) };
  }

  @Post()
  @HttpCode(201)
  async create(@CurrentUser() user: AuthUser, @ValidBody() body: StoreCreateRequest) {
    const store = await this.stores.create(user.id, body);
    return ok(store, { message: `${store.name} has been created successfully.` });
  }

  @Post('quota-check')
  @HttpCode(200)
  async quotaCheck(@CurrentUser() user: AuthUser, @ValidBody() _body: unknown) {
    const quota = await this.quota.check(user.id);
    return ok(
      quota,
      quota.canAdd ? {} : { message: StoreMessages.limitReached(quota.currentCount, quota.limit) },
    );
  }

  @Get('pickable')
  async pickable(@CurrentUser() user: AuthUser, @ValidQuery() query: PickableQuery) {
    return ok(await this.items.pickable(user.id, query));
  }

  @Get('holding/:entryId')
  async holding(@CurrentUser() user: AuthUser, @Param('entryId') entryId: string) {
    return ok(await this.items.holding(user.id, entryId));
  }

  @Get(':id')
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.stores.get(user.id, id));
  }

  @Put(':id')
  async update(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @ValidBody() body: StoreUpdateRequest,
  ) {
    return ok(await this.stores.update(user.id, id, body));
  }

  @Delete(':id')
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    await this.stores.delete(user.id, id);
    return { success: true as const, message: StoreMessages.storeDeleted };
  }

  @Post(':id/modules')
  @HttpCode(200)
  async addModule(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @ValidBody() body: StoreAddModuleRequest,
  ) {
    return ok(await this.items.add(user.id, id, 'module', body.moduleId));
  }

  @Delete(':id/modules/:moduleId')
  async removeModule(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('moduleId') moduleId: string,
  ) {
    return ok(await this.items.remove(user.id, id, 'module', moduleId));
  }

  @Post(':id/sections')
  @HttpCode(200)
  async addSection(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @ValidBody() body: StoreAddSectionRequest,
  ) {
    return ok(await this.items.add(user.id, id, 'section', body.sectionId));
  }

  @Delete(':id/sections/:sectionId')
  async removeSection(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('sectionId') sectionId: string,
  ) {
    return ok(await this.items.remove(user.id, id, 'section', sectionId));
  }
}
