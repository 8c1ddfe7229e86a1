import { Controller, Inject, Res, UseGuards } from '@nestjs/common';
import { authRoutes } from '@liquify/contracts';
import { ServeRoute, SERVICE_CONFIG } from '@liquify/service';
import type { FastifyReply } from 'fastify';
import { JwtAuthGuard, Public } from '@liquify/auth';
import { jwksText } from '@liquify/config';
import type { IdentityConfig } from '../config';

/**
 * GET /api/auth/jwks: the public keys that verify identity's tokens (issue 22 item 3), the same set every process
 * is configured with (JWT_PUBLIC_KEYS): the current kid and, during a rotation, the previous one. No private part.
 */
@Controller()
@UseGuards(JwtAuthGuard)
export class JwksController {
  private readonly jwks: unknown;

  constructor(@Inject(SERVICE_CONFIG) config: IdentityConfig) {
    this.jwks = JSON.parse(jwksText(config.JWT_PUBLIC_KEYS));
  }

  @Public()
  @ServeRoute(authRoutes.jwks)
  keys(@Res({ passthrough: true }) reply: FastifyReply) {
    // Keys change only with a rollout (a rotation adds the new one first): a few minutes of caching are safe.
    reply.header('cache-control', 'public, max-age=300');
    return this.jwks;
  }
}
