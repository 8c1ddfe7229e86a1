import { Controller, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { EDGE_TAG_HEADER, formatEdgeTag } from '@liquify/redis';
import { AuthUser, CurrentSession, CurrentUser, JwtAuthGuard, Public } from '@liquify/auth';
import { authRoutes, changePasswordRequestSchema, loginRequestSchema, registerRequestSchema } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ServeRoute, ValidBody } from '@liquify/service';
import { z } from 'zod';
import { IdentityMessages } from '../identity.errors';
import { AuthService } from './auth.service';
import { userEdgeTag } from '../users/users.repository';

@Controller()
@UseGuards(JwtAuthGuard)
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @ServeRoute(authRoutes.register)
  async register(@ValidBody() body: z.infer<typeof registerRequestSchema>) {
    return ok(await this.auth.register(body));
  }

  @Public()
  @ServeRoute(authRoutes.login)
  async login(@ValidBody() body: z.infer<typeof loginRequestSchema>) {
    return ok(await this.auth.login(body));
  }

  @ServeRoute(authRoutes.me)
  async me(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply) {
    const me = await this.auth.me(user);
    // The gateway may repeat this answer to this user until the user changes (libs/redis edge-protocol.ts).
    if (me.edgeVersion !== undefined) reply.header(EDGE_TAG_HEADER, formatEdgeTag({ scope: 'user', tag: userEdgeTag(user.id), version: me.edgeVersion }));
    reply.header('cache-control', 'private, no-cache');
    return ok({ user: me.user });
  }

  /** POST /api/auth/logout: this session ends on the server (every process refuses its tokens within a moment). */
  @ServeRoute(authRoutes.logout)
  async logout(@CurrentUser() user: AuthUser, @CurrentSession() session: string | undefined) {
    await this.auth.logout(user, session);
    return { success: true as const, message: IdentityMessages.signedOut };
  }

  /** POST /api/auth/logout-all: every session of the user issued until now ends, this one included. */
  @ServeRoute(authRoutes.logoutAll)
  async logoutAll(@CurrentUser() user: AuthUser) {
    await this.auth.logoutAll(user);
    return { success: true as const, message: IdentityMessages.signedOutEverywhere };
  }

  @ServeRoute(authRoutes.changePassword)
  async changePassword(
    @CurrentUser() user: AuthUser,
    @CurrentSession() session: string | undefined,
    @ValidBody() body: z.infer<typeof changePasswordRequestSchema>,
  ) {
    await this.auth.changePassword(user, session, body);
    return { success: true as const, message: IdentityMessages.passwordUpdated };
  }
}
