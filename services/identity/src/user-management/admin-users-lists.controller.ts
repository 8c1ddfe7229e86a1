import { Controller, Res, UseGuards } from '@nestjs/common';
import { AdminGuard, AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { csvFileName, userRoutes, UsersBulkRequest, UsersExportQuery } from '@liquify/contracts';
import { CsvReply, sendCsv, ServeRoute, ValidBody, ValidQuery } from '@liquify/service';
import { CurrentUserGuard } from '../users/current-user.guard';
import { UsersBulkService } from './users-bulk.service';

/** The Users list's export and bulk actions (issue #25 item 12), admin only (the current role, not the token's). */
@Controller()
@UseGuards(JwtAuthGuard, CurrentUserGuard, AdminGuard)
export class AdminUsersListsController {
  constructor(private readonly lists: UsersBulkService) {}

  /** The list's filter as CSV, streamed from a cursor. */
  @ServeRoute(userRoutes.export)
  export(@ValidQuery() query: UsersExportQuery, @Res() reply: CsvReply) {
    return sendCsv(reply, csvFileName('users'), this.lists.exportCsv(query));
  }

  @ServeRoute(userRoutes.bulk)
  async bulk(@CurrentUser() auth: AuthUser, @ValidBody() body: UsersBulkRequest) {
    return { success: true as const, ...(await this.lists.bulk(auth, body)) };
  }
}
