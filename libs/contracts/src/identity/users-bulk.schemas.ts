import { z } from 'zod';
import { bulkIdsSchema } from '../bulk/bulk';
import { adminSubscriptionInput, listUsersQuerySchema, roleSchema } from './identity.schemas';

/**
 * POST /api/admin/users/bulk (issue #25 item 12): change the role, change the plan, or delete, for up to 100
 * users; each user follows the single routes' rules (an admin never demotes or deletes themselves, the last
 * admin stays), and the answer gives the outcome per user.
 */
export const usersBulkRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('role'), ids: bulkIdsSchema, role: roleSchema }),
    z.object({ action: z.literal('plan'), ids: bulkIdsSchema, plan: adminSubscriptionInput.shape.plan }),
    z.object({ action: z.literal('delete'), ids: bulkIdsSchema }),
  ],
  { error: 'action must be one of role, plan, delete' },
);
export type UsersBulkRequest = z.infer<typeof usersBulkRequestSchema>;

/** GET /api/admin/users/export: the list's filter (search, role, status), every page. */
export const usersExportQuerySchema = listUsersQuerySchema.pick({ search: true, role: true, status: true });
export type UsersExportQuery = z.infer<typeof usersExportQuerySchema>;

export const USERS_EXPORT_COLUMNS = ['id', 'name', 'email', 'role', 'plan', 'subscriptionStatus', 'emailVerified', 'createdAt'] as const;
