import { Body, Controller, Param, UseGuards } from '@nestjs/common';
import { AdminGuard, AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { adminCreateUserRequestSchema, listUsersQuerySchema, roleUpdateRequestSchema, subscriptionUpdateRequestSchema, userRoutes } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ServeRoute, ValidBody, ValidQuery } from '@liquify/service';
import { z } from 'zod';
import { CurrentUserGuard } from '../users/current-user.guard';
import { IdentityMessages } from '../identity.errors';
import { UsersService } from './users.service';

@Controller()
@UseGuards(JwtAuthGuard, CurrentUserGuard)
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @ServeRoute(userRoutes.list)
  @UseGuards(AdminGuard)
  async list(@ValidQuery() query: z.infer<typeof listUsersQuerySchema>) {
    const { users, pagination } = await this.users.list(query);
    return ok(users, { pagination });
  }

  @ServeRoute(userRoutes.create)
  @UseGuards(AdminGuard)
  async create(@ValidBody() body: z.infer<typeof adminCreateUserRequestSchema>) {
    return ok(await this.users.create(body));
  }

  @ServeRoute(userRoutes.stats)
  @UseGuards(AdminGuard)
  async stats() {
    return ok(await this.users.stats());
  }

  @ServeRoute(userRoutes.get)
  async get(@CurrentUser() auth: AuthUser, @Param('id') id: string) {
    return ok(await this.users.get(auth, id));
  }

  /** Body validated in the service: which schema applies depends on who asks (self profile or admin). */
  @ServeRoute(userRoutes.update)
  async update(@CurrentUser() auth: AuthUser, @Param('id') id: string, @Body() body: unknown) {
    return ok(await this.users.update(auth, id, body));
  }

  @ServeRoute(userRoutes.remove)
  @UseGuards(AdminGuard)
  async remove(@CurrentUser() auth: AuthUser, @Param('id') id: string) {
    await this.users.remove(auth, id);
    return { success: true as const, message: IdentityMessages.userDeleted };
  }

  @ServeRoute(userRoutes.changeRole)
  @UseGuards(AdminGuard)
  async changeRole(@CurrentUser() auth: AuthUser, @Param('id') id: string, @ValidBody() body: z.infer<typeof roleUpdateRequestSchema>) {
    return ok(await this.users.changeRole(auth, id, body.role));
  }

  @ServeRoute(userRoutes.changeSubscription)
  @UseGuards(AdminGuard)
  async changeSubscription(@Param('id') id: string, @ValidBody() body: z.infer<typeof subscriptionUpdateRequestSchema>) {
    return ok(await this.users.changeSubscription(id, body.subscription));
  }
}
