import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@liquify/auth';
import { BulkAnswer, bulkMessage, CsvCell, csvLines, runBulk, USERS_EXPORT_COLUMNS, UsersBulkRequest, UsersExportQuery } from '@liquify/contracts';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from './users.service';

/**
 * The Users list's bulk actions and CSV export (issue #25 item 12). A bulk action runs the single route's
 * use case for each user, so its rules hold unchanged (never oneself, never the last admin, not found), and
 * answers what happened to each.
 */
@Injectable()
export class UsersBulkService {
  constructor(
    private readonly users: UsersService,
    private readonly repository: UsersRepository,
  ) {}

  async bulk(auth: AuthUser, request: UsersBulkRequest): Promise<Omit<BulkAnswer, 'success'>> {
    const apply =
      request.action === 'role'
        ? (id: string) => this.users.changeRole(auth, id, request.role)
        : request.action === 'plan'
          ? (id: string) => this.users.changeSubscription(id, { plan: request.plan })
          : (id: string) => this.users.remove(auth, id);
    const data = await runBulk(request.ids, apply);
    return { message: bulkMessage(data, request.action === 'delete' ? 'deleted' : 'updated'), data };
  }

  exportCsv(query: UsersExportQuery): AsyncGenerator<string> {
    return csvLines(USERS_EXPORT_COLUMNS, this.repository.stream(query), (user): CsvCell[] => [
      String(user._id),
      user.name,
      user.email,
      user.role,
      user.subscription.plan,
      user.subscription.status,
      Boolean(user.subscription.checkoutSessionId),
      user.createdAt,
    ]);
  }
}
