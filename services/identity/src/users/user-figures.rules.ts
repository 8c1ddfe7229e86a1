import type { userStatsSchema } from '@liquify/contracts';
import type { z } from 'zod';

/** The fields of one live user the admin's figures are counted from. */
export interface UserFigureRow {
  role: string;
  createdAt?: Date | null;
  subscription?: { status?: string | null; checkoutSessionId?: string | null } | null;
}

export type UserFigures = z.infer<typeof userStatsSchema>;

/**
 * The admin's user figures counted from one read of the live users, each user counted once for every figure, so
 * they hold together as a snapshot would while people sign up, leave or change role: the role cards add up to
 * the total, and "new this month" is never above it. A role the product does not know counts in no card and not
 * in the total.
 */
export function tallyUserFigures(rows: Iterable<UserFigureRow>, monthStart: Date): UserFigures {
  const figures: UserFigures = {
    totalUsers: 0,
    adminUsers: 0,
    regularUsers: 0,
    moderatorUsers: 0,
    activeSubscriptions: 0,
    verifiedUsers: 0,
    newThisMonth: 0,
  };
  for (const row of rows) countInto(figures, row, monthStart);
  return figures;
}

/** Adds one user to the figures (the streaming form of `tallyUserFigures`). */
export function countInto(figures: UserFigures, row: UserFigureRow, monthStart: Date): void {
  if (row.role === 'admin') figures.adminUsers++;
  else if (row.role === 'user') figures.regularUsers++;
  else if (row.role === 'moderator') figures.moderatorUsers++;
  else return;
  figures.totalUsers++;
  if (row.createdAt && row.createdAt.getTime() >= monthStart.getTime()) figures.newThisMonth++;
  if (row.subscription?.status === 'active') figures.activeSubscriptions++;
  // A checkout paid with the address and verified by billing is the only proof of an e-mail the product holds.
  if (row.subscription?.checkoutSessionId != null) figures.verifiedUsers++;
}
