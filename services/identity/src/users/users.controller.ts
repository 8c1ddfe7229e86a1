import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { AdminGuard, AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { adminCreateUserRequestSchema, listUsersQuerySchema, roleUpdateRequestSchema, subscriptionUpdateRequestSchema } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ValidBody, ValidQuery } from '@liquify/service';
import { z } from 'zod';
import { CurrentUserGuard } from '../common/current-user.guard';
import { IdentityMessages } from '../common/identity-errors';
import { UsersService } from './users.service';

@Controller('api')
@UseGuards(JwtAuthGuard, CurrentUserGuard)
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('users')
  @UseGuards(AdminGuard)
  async list(@ValidQuery() query: z.infer<typeof listUsersQuerySchema>) {
    const { users, pagination } = await this.users.list(query);
    return ok(users, { pagination });
  }

  @Post('users')
  @UseGuards(AdminGuard)
  @HttpCode(201)
  async create(@ValidBody() body: z.infer<typeof adminCreateUserRequestSchema>) {
    return ok(await this.users.create(body));
  }

  @Get('admin/users/stats/overview')
  @UseGuards(AdminGuard)
  async stats() {
    return ok(await this.users.stats());
  }

  @Get('users/:id')
  async get(@CurrentUser() auth: AuthUser, @Param('id') id: string) {
    return ok(await this.users.get(auth, id));
  }

  /** Body validated in the service: which schema applies depends on who asks (self profile or admin). */
  @Put('users/:id')
  async update(@CurrentUser() auth: AuthUser, @Param('id') id: string, @Body() body: unknown) {
    return ok(await this.users.update(auth, id, body));
  }

  @Delete('users/:id')
  @UseGuards(AdminGuard)
  async remove(@CurrentUser() auth: AuthUser, @Param('id') id: string) {
    await this.users.remove(auth, id);
    return { success: true as const, message: IdentityMessages.userDeleted };
  }

  @Put('users/:id/role')
  @UseGuards(AdminGuard)
  async changeRole(@CurrentUser() auth: AuthUser, @Param('id') id: string, @ValidBody() body: z.infer<typeof roleUpdateRequestSchema>) {
    return ok(await this.users.changeRole(auth, id, body.role));
  }

  @Put('users/:id/subscription')
  @UseGuards(AdminGuard)
  async changeSubscription(@Param('id') id: string, @ValidBody() body: z.infer<typeof subscriptionUpdateRequestSchema>) {
    return ok(await this.users.changeSubscription(id, body.subscription));
  }
}
