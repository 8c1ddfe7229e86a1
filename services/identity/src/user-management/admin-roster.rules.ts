import type { UserDoc } from '../users/user.schema';

type Role = UserDoc['role'];

/** A role change or deletion of `target` asked by the admin `actorId`. */
export interface RosterChange {
  actorId: string;
  target: { id: string; role: Role };
  /** The role asked for, or 'deleted'. */
  next: Role | 'deleted';
}

export type RosterProblem = 'self-deletion' | 'self-demotion' | 'last-admin';

/** True when the change leaves the admins one fewer (then the others must be counted). */
export function removesAnAdmin(change: RosterChange): boolean {
  return change.target.role === 'admin' && change.next !== 'admin';
}

/**
 * The rules that keep the back office reachable: an admin never deletes or demotes themself, and the last
 * admin is never demoted or deleted. `otherAdmins` counts the admins other than the target, read under the
 * roster lock (only needed when removesAnAdmin).
 */
export function adminRosterProblem(change: RosterChange, otherAdmins: number): RosterProblem | undefined {
  const self = change.actorId === change.target.id;
  if (self && change.next === 'deleted') return 'self-deletion';
  if (self && change.next !== change.target.role) return 'self-demotion';
  if (removesAnAdmin(change) && otherAdmins < 1) return 'last-admin';
  return undefined;
}
