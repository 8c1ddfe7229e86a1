import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { AuthUser } from '@liquify/auth';
import { SupportErrors } from '../support.errors';
import { PeopleService } from './people.service';

/**
 * Admin routes: the caller's CURRENT role must be admin (the read model's role when known, so a token
 * issued before a demotion no longer opens the desk). Use after JwtAuthGuard.
 */
@Injectable()
export class CurrentAdminGuard implements CanActivate {
  constructor(private readonly people: PeopleService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user) throw SupportErrors.UNAUTHENTICATED();
    if (!(await this.people.isAdmin(user))) throw SupportErrors.ADMIN_ONLY();
    return true;
  }
}
