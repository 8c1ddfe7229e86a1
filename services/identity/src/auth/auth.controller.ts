import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard, Public } from '@liquify/auth';
import { changePasswordRequestSchema, loginRequestSchema, registerRequestSchema } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { z } from 'zod';
import { IdentityMessages } from '../common/identity-errors';
import { valid } from '../common/validation';
import { AuthService } from './auth.service';

@Controller('api/auth')
@UseGuards(JwtAuthGuard)
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('register')
  @HttpCode(201)
  async register(@Body(valid(registerRequestSchema)) body: z.infer<typeof registerRequestSchema>) {
    return ok(await this.auth.register(body));
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  async login(@Body(valid(loginRequestSchema)) body: z.infer<typeof loginRequestSchema>) {
    return ok(await this.auth.login(body));
  }

  @Get('me')
  async me(@CurrentUser() user: AuthUser) {
    return ok({ user: await this.auth.me(user) });
  }

  @Post('change-password')
  @HttpCode(200)
  async changePassword(@CurrentUser() user: AuthUser, @Body(valid(changePasswordRequestSchema)) body: z.infer<typeof changePasswordRequestSchema>) {
    await this.auth.changePassword(user, body);
    return { success: true as const, message: IdentityMessages.passwordUpdated };
  }
}
