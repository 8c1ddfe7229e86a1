import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@liquify/auth';
import { isAssignableRole } from '@liquify/contracts';
import { PeopleRepository, Role } from './people.repository';
import { PersonDoc } from './person.schema';

/** Who someone is, as support knows them: identity's events first, the token's claims as a fallback. */
export interface PersonView {
  _id: string;
  name: string;
  email: string;
  role: Role;
}

@Injectable()
export class PeopleService {
  constructor(private readonly people: PeopleRepository) {}

  async applyUser(userId: string, user: { name: string; email: string; role: Role }, at: Date): Promise<void> {
    await this.people.applyProfile(userId, { name: user.name, email: user.email }, at);
    await this.people.applyRole(userId, user.role, at);
  }

  applySubscription(userId: string, subscription: { plan: string; status: string }, at: Date) {
    return this.people.applySubscription(userId, subscription, at);
  }

  applyRole(userId: string, role: Role, at: Date) {
    return this.people.applyRole(userId, role, at);
  }

  markDeleted(userId: string, at: Date) {
    return this.people.markDeleted(userId, at);
  }

  /**
   * The caller's current role: the read model's (a demoted admin loses the desk at once, whatever their
   * token says), else the token's when identity's events have not arrived yet.
   */
  async currentRole(user: AuthUser): Promise<Role> {
    const person = await this.people.find(user.id);
    if (person?.deletedAt) return 'user';
    return person?.role ?? user.role;
  }

  /** Staff answer tickets as 'Support Team' and see every ticket. */
  async isStaff(user: AuthUser): Promise<boolean> {
    const role = await this.currentRole(user);
    return role === 'admin' || role === 'moderator';
  }

  async isAdmin(user: AuthUser): Promise<boolean> {
    return (await this.currentRole(user)) === 'admin';
  }

  /** An admin or moderator who may be assigned tickets, or null. */
  async findAssignable(userId: string): Promise<PersonView | null> {
    const person = await this.people.find(userId);
    if (!person || person.deletedAt || !isAssignableRole(person.role)) return null;
    return { _id: person._id, name: person.name, email: person.email, role: person.role! };
  }

  /** Everyone who may be assigned tickets now: live admins and moderators. */
  async staff(): Promise<Array<PersonView & { role: 'admin' | 'moderator' }>> {
    const docs = await this.people.withRoles(['admin', 'moderator']);
    return docs.map((d) => ({ _id: d._id, name: d.name, email: d.email, role: d.role as 'admin' | 'moderator' }));
  }

  /** One person as known from identity's events, or null. */
  find(userId: string): Promise<PersonDoc | null> {
    return this.people.find(userId);
  }

  /** People by id (missing ids are simply absent). */
  async viewsOf(ids: readonly string[]): Promise<Map<string, PersonDoc>> {
    return this.people.findMany(ids);
  }

  idsMatching(text: string) {
    return this.people.idsMatching(text);
  }
}
