import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import {
  PickableQuery,
  pickableQuerySchema,
  StoreAddModuleRequest,
  storeAddModuleRequestSchema,
  StoreAddSectionRequest,
  storeAddSectionRequestSchema,
  StoreCreateRequest,
  storeCreateRequestSchema,
  StoreListQuery,
  storeListQuerySchema,
  StoreMessages,
  storeQuotaCheckRequestSchema,
  StoreUpdateRequest,
  storeUpdateRequestSchema,
} from '@liquify/contracts';
import { ok, zodBody, ZodPipe } from '@liquify/http';
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
  async list(@CurrentUser() user: AuthUser, @Query(new ZodPipe(storeListQuerySchema)) query: StoreListQuery) {
    return { success: true as const, ...(await this.stores.list(user.id, query)) };
  }

  @Post()
  async create(@CurrentUser() user: AuthUser, @Body(zodBody(storeCreateRequestSchema)) body: StoreCreateRequest) {
    const store = await this.stores.create(user.id, body);
    return ok(store, { message: `${store.name} has been created successfully.` });
  }

  @Post('quota-check')
  @HttpCode(200)
  async quotaCheck(@CurrentUser() user: AuthUser, @Body(zodBody(storeQuotaCheckRequestSchema)) _body: unknown) {
    const quota = await this.quota.check(user.id);
    return ok(quota, quota.canAdd ? {} : { message: StoreMessages.limitReached(quota.currentCount, quota.limit) });
  }

  @Get('pickable')
  async pickable(@CurrentUser() user: AuthUser, @Query(new ZodPipe(pickableQuerySchema)) query: PickableQuery) {
    return ok(await this.items.pickable(user.id, query));
  }

  @Get(':id')
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.stores.get(user.id, id));
  }

  @Put(':id')
  async update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(zodBody(storeUpdateRequestSchema)) body: StoreUpdateRequest) {
    return ok(await this.stores.update(user.id, id, body));
  }

  @Delete(':id')
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    await this.stores.delete(user.id, id);
    return { success: true as const, message: StoreMessages.storeDeleted };
  }

  @Post(':id/modules')
  @HttpCode(200)
  async addModule(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(zodBody(storeAddModuleRequestSchema)) body: StoreAddModuleRequest) {
    return ok(await this.items.add(user.id, id, 'module', body.moduleId));
  }

  @Delete(':id/modules/:moduleId')
  async removeModule(@CurrentUser() user: AuthUser, @Param('id') id: string, @Param('moduleId') moduleId: string) {
    return ok(await this.items.remove(user.id, id, 'module', moduleId));
  }

  @Post(':id/sections')
  @HttpCode(200)
  async addSection(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(zodBody(storeAddSectionRequestSchema)) body: StoreAddSectionRequest) {
    return ok(await this.items.add(user.id, id, 'section', body.sectionId));
  }

  @Delete(':id/sections/:sectionId')
  async removeSection(@CurrentUser() user: AuthUser, @Param('id') id: string, @Param('sectionId') sectionId: string) {
    return ok(await this.items.remove(user.id, id, 'section', sectionId));
  }
}
