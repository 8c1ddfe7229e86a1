import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthUser } from '@liquify/auth';
import { UsersRepository } from './users.repository';
import { IdentityErrors } from '../identity.errors';

/**
 * After JwtAuthGuard, on identity's user-management routes: the caller's role comes from the database, not
 * from the token, so a demoted admin loses admin rights at once and a deleted user's token stops working
 * (a token lives up to JWT_EXPIRES_IN; identity owns the truth).
 */
@Injectable()
export class CurrentUserGuard implements CanActivate {
  constructor(private readonly users: UsersRepository) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ user?: AuthUser }>();
    if (!request.user) throw IdentityErrors.UNAUTHENTICATED();
    const user = await this.users.findById(request.user.id);
    if (!user) throw IdentityErrors.ACCOUNT_GONE();
    request.user = { id: String(user._id), email: user.email, role: user.role, name: user.name };
    return true;
  }
}
