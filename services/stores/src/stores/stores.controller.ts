import { Controller, Param, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import {
  PickableQuery,
  StoreAddModuleRequest,
  StoreAddSectionRequest,
  StoreCreateRequest,
  StoreListQuery,
  StoreMessages,
  storeRoutes,
  StoreUpdateRequest,
} from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ServeRoute, ValidBody, ValidQuery } from '@liquify/service';
import { StoreItemsService } from './store-items.service';
import { StoreQuotaService } from './store-quota.service';
import { StoresService } from './stores.service';

/** Doc 2 §7 stores calls, plus the picker's list. Signed-in only; another user's store is a 404. */
@Controller()
@UseGuards(JwtAuthGuard)
export class StoresController {
  constructor(
    private readonly stores: StoresService,
    private readonly items: StoreItemsService,
    private readonly quota: StoreQuotaService,
  ) {}

  @ServeRoute(storeRoutes.list)
  async list(@CurrentUser() user: AuthUser, @ValidQuery() query: StoreListQuery) {
    return { success: true as const, ...(await this.stores.list(user.id, query)) };
  }

  @ServeRoute(storeRoutes.create)
  async create(@CurrentUser() user: AuthUser, @ValidBody() body: StoreCreateRequest) {
    const store = await this.stores.create(user.id, body);
    return ok(store, { message: `${store.name} has been created successfully.` });
  }

  @ServeRoute(storeRoutes.quotaCheck)
  async quotaCheck(@CurrentUser() user: AuthUser, @ValidBody() _body: unknown) {
    const quota = await this.quota.check(user.id);
    return ok(
      quota,
      quota.canAdd ? {} : { message: StoreMessages.limitReached(quota.currentCount, quota.limit) },
    );
  }

  @ServeRoute(storeRoutes.pickable)
  async pickable(@CurrentUser() user: AuthUser, @ValidQuery() query: PickableQuery) {
    return ok(await this.items.pickable(user.id, query));
  }

  @ServeRoute(storeRoutes.holding)
  async holding(@CurrentUser() user: AuthUser, @Param('entryId') entryId: string) {
    return ok(await this.items.holding(user.id, entryId));
  }

  @ServeRoute(storeRoutes.get)
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.stores.get(user.id, id));
  }

  @ServeRoute(storeRoutes.update)
  async update(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @ValidBody() body: StoreUpdateRequest,
  ) {
    return ok(await this.stores.update(user.id, id, body));
  }

  @ServeRoute(storeRoutes.remove)
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    await this.stores.delete(user.id, id);
    return { success: true as const, message: StoreMessages.storeDeleted };
  }

  @ServeRoute(storeRoutes.addModule)
  async addModule(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @ValidBody() body: StoreAddModuleRequest,
  ) {
    return ok(await this.items.add(user.id, id, 'module', body.moduleId));
  }

  @ServeRoute(storeRoutes.removeModule)
  async removeModule(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('moduleId') moduleId: string,
  ) {
    return ok(await this.items.remove(user.id, id, 'module', moduleId));
  }

  @ServeRoute(storeRoutes.addSection)
  async addSection(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @ValidBody() body: StoreAddSectionRequest,
  ) {
    return ok(await this.items.add(user.id, id, 'section', body.sectionId));
  }

  @ServeRoute(storeRoutes.removeSection)
  async removeSection(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('sectionId') sectionId: string,
  ) {
    return ok(await this.items.remove(user.id, id, 'section', sectionId));
  }
}
