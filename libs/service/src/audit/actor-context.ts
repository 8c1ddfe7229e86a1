import { AsyncLocalStorage } from 'node:async_hooks';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { AuthUser } from '@liquify/auth';
import { AuditActor, isAuditedRole } from '@liquify/contracts';
import type { Observable } from 'rxjs';

const actors = new AsyncLocalStorage<AuditActor>();

/** The staff member (admin or moderator) whose request is being served, if any: the audit trail's "who". */
export function currentAuditActor(): AuditActor | undefined {
  return actors.getStore();
}

/** Runs `work` as `actor` (tests; the interceptor below does it for every HTTP request). */
export function runAsAuditActor<T>(actor: AuditActor, work: () => T): T {
  return actors.run(actor, work);
}

/**
 * Serves each request of a signed-in admin or moderator inside their actor context, so the audit trail
 * (audit-trail.plugin.ts) knows who made the writes the handler makes. Runs after the guards, which set the
 * verified user with the current role.
 */
@Injectable()
export class AuditActorInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user || !isAuditedRole(user.role)) return next.handle();
    // handle() binds the handler to the async context it is called in (Nest's AsyncResource.bind).
    return actors.run({ id: user.id, email: user.email, role: user.role }, () => next.handle());
  }
}
