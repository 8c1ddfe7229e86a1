import { Injectable } from '@nestjs/common';
import { AuthUser } from '@liquify/auth';
import {
  adminCreateUserRequestSchema,
  adminUpdateUserRequestSchema,
  AdminSubscriptionPatch,
  listUsersQuerySchema,
  profileUpdateRequestSchema,
  startOfUtcMonth,
  UserDeleted,
  UserDto,
  UserRoleChanged,
  UserUpdated,
} from '@liquify/contracts';
import { AppException, parseInput } from '@liquify/http';
import { OutboxEntry } from '@liquify/kafka';
import { retryOnRevisionConflict, REVISION_CONFLICT } from '@liquify/mongo';
import { RedisLocks, UserAccessWriter } from '@liquify/redis';
import { z } from 'zod';
import { AuthService } from '../auth/auth.service';
import { hashPassword } from '../auth/password.util';
import { IdentityErrors, IdentityMessages } from '../identity.errors';
import { requireObjectBody } from './validation';
import { IDENTITY_PRODUCER } from '../identity.const';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { adminRosterProblem, removesAnAdmin, RosterChange, RosterProblem } from './admin-roster.rules';
import { toUserDto } from '../users/user.mapper';
import type { UserDoc } from '../users/user.schema';
import { DuplicateEmailError, UsersRepository } from '../users/users.repository';
import { nameAfterProfileSave } from './profile.rules';

type ProfileUpdate = z.infer<typeof profileUpdateRequestSchema>;
type AdminUpdate = z.infer<typeof adminUpdateUserRequestSchema>;
const PROFILE_KEYS = ['fullName', 'company', 'website', 'bio'] as const;
/** When a subscription changed between read and write (billing events, plan changes): re-read, at most 8 times, then 409. */
const REVISION_RETRY = { message: IdentityMessages.concurrentChange, code: IdentityErrors.CONCURRENT_CHANGE.code };

const isAdmin = (auth: AuthUser) => auth.role === 'admin';

/**
 * Held around every change that could remove an admin (in Redis, so across replicas), so two admins
 * demoting or deleting each other at once cannot both pass the last-admin count.
 */
const ROSTER_LOCK = 'admin-roster';

const ROSTER_ERRORS: Record<RosterProblem, () => AppException> = {
  'self-deletion': () => IdentityErrors.CANNOT_DELETE_SELF(),
  'self-demotion': () => IdentityErrors.CANNOT_CHANGE_OWN_ROLE(),
  'last-admin': () => IdentityErrors.LAST_ADMIN(),
};

/** Profiles (self) and user management (admin). Ownership and the admin role are checked here too. */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly subscriptions: SubscriptionsService,
    private readonly auth: AuthService,
    private readonly access: UserAccessWriter,
    private readonly locks: RedisLocks,
  ) {}

  /** Tokens follow the user's role at once (every process, libs/redis user-access). */
  private roleApplied(user: UserDoc) {
    return this.access.roleChanged(String(user._id), user.role, new Date(user.updatedAt).getTime());
  }

  private updatedEntry(user: UserDoc, next: Partial<UserDoc>): OutboxEntry {
    const merged = { ...user, ...next };
    return OutboxEntry.of(
      UserUpdated,
      {
        userId: String(user._id),
        email: merged.email,
        name: merged.name,
        role: merged.role,
        fullName: merged.fullName ?? '',
        company: merged.company ?? '',
        website: merged.website ?? '',
      },
      IDENTITY_PRODUCER,
    );
  }

  private roleChangedEntry(user: UserDoc, role: UserDoc['role']): OutboxEntry {
    return OutboxEntry.of(UserRoleChanged, { userId: String(user._id), role, previousRole: user.role }, IDENTITY_PRODUCER);
  }

  /** A user may only see or change themself; an admin anyone. */
  private assertSelfOrAdmin(auth: AuthUser, id: string) {
    if (!isAdmin(auth) && auth.id !== id) throw IdentityErrors.NOT_YOUR_ACCOUNT();
  }

  /** Throws when the change would lock everyone out of the back office (admin-roster.rules.ts). */
  private async assertRosterAllows(change: RosterChange): Promise<void> {
    const otherAdmins = removesAnAdmin(change) ? await this.users.countOtherAdmins(change.target.id) : 1;
    const problem = adminRosterProblem(change, otherAdmins);
    if (problem) throw ROSTER_ERRORS[problem]();
  }

  /** Runs `work` under the roster lock. */
  private underRosterLock<T>(work: () => Promise<T>): Promise<T> {
    return this.locks.withLock(ROSTER_LOCK, work);
  }

  private async existing(id: string): Promise<UserDoc> {
    const user = await this.users.findById(id);
    if (!user) throw IdentityErrors.USER_NOT_FOUND();
    return user;
  }

  async get(auth: AuthUser, id: string): Promise<UserDto> {
    this.assertSelfOrAdmin(auth, id);
    return toUserDto(await this.existing(id));
  }

  /** PUT /api/users/{id}: the user's own profile, or (admin) any field of any user. */
  async update(auth: AuthUser, id: string, rawBody: unknown): Promise<UserDto> {
    this.assertSelfOrAdmin(auth, id);
    const body = requireObjectBody(rawBody);
    if (isAdmin(auth)) {
      const input = parseInput(adminUpdateUserRequestSchema, body);
      return input.role === undefined ? this.adminUpdate(auth, id, input) : this.underRosterLock(() => this.adminUpdate(auth, id, input));
    }
    if ('email' in body) throw IdentityErrors.EMAIL_READ_ONLY(undefined, [{ field: 'email', message: IdentityMessages.emailReadOnly }]);
    return this.updateProfile(id, parseInput(profileUpdateRequestSchema, body));
  }

  private async updateProfile(id: string, input: ProfileUpdate): Promise<UserDto> {
    const user = await this.existing(id);
    const set: Partial<UserDoc> = {};
    for (const key of PROFILE_KEYS) if (input[key] !== undefined && input[key] !== user[key]) set[key] = input[key];
    // The shown name (header, greeting, /auth/me, sign-in) follows the full name the user saves.
    const name = nameAfterProfileSave(user.name, input.fullName);
    if (name !== user.name) set.name = name;
    if (Object.keys(set).length === 0) return toUserDto(user);
    const updated = await this.users.update(id, set, [this.updatedEntry(user, set)]);
    if (!updated) throw IdentityErrors.USER_NOT_FOUND();
    return toUserDto(updated);
  }

  private async adminUpdate(auth: AuthUser, id: string, input: AdminUpdate): Promise<UserDto> {
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    return retryOnRevisionConflict(async () => {
      const user = await this.existing(id);
      const set: Record<string, unknown> = {};
      const visible: Partial<UserDoc> = {};
      if (input.email !== undefined && input.email !== user.email) visible.email = input.email;
      if (input.name !== undefined && input.name !== user.name) visible.name = input.name;
      for (const key of PROFILE_KEYS) if (input[key] !== undefined && input[key] !== user[key]) visible[key] = input[key];
      const entries: OutboxEntry[] = [];
      if (input.role !== undefined && input.role !== user.role) {
        await this.assertRosterAllows({ actorId: auth.id, target: { id: String(user._id), role: user.role }, next: input.role });
        visible.role = input.role;
        entries.push(this.roleChangedEntry(user, input.role));
      }
      if (Object.keys(visible).length > 0) entries.unshift(this.updatedEntry(user, visible));
      Object.assign(set, visible);
      if (passwordHash) set.passwordHash = passwordHash;

      let expectedRev: number | undefined;
      if (input.subscription) {
        const next = await this.subscriptions.adminChange(user.subscription, input.subscription);
        if (SubscriptionsService.changed(user.subscription, next)) {
          set.subscription = next;
          expectedRev = user.subscriptionRev;
          entries.push(this.subscriptions.subscriptionChangedEntry({ _id: user._id, email: (visible.email ?? user.email) as string }, next, 'admin'));
        }
      }
      if (Object.keys(set).length === 0) return toUserDto(user);
      let updated: UserDoc | null;
      try {
        updated = await this.users.update(id, set, entries, expectedRev === undefined ? {} : { expectedRev });
      } catch (err) {
        if (err instanceof DuplicateEmailError) throw IdentityErrors.EMAIL_TAKEN(IdentityMessages.userExists);
        throw err;
      }
      if (updated) {
        if (visible.role) await this.roleApplied(updated);
        // A new password signs the user out everywhere.
        if (passwordHash) await this.access.sessionsRevoked(id);
        return toUserDto(updated);
      }
      if (expectedRev === undefined) throw IdentityErrors.USER_NOT_FOUND();
      return REVISION_CONFLICT;
    }, REVISION_RETRY);
  }

  async list(query: z.infer<typeof listUsersQuerySchema>) {
    const { items, total } = await this.users.list({ ...query, search: query.search || undefined });
    return {
      users: items.map(toUserDto),
      pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
    };
  }

  /** POST /api/users (admin): the admin's choice of role and subscription applies directly. */
  async create(input: z.infer<typeof adminCreateUserRequestSchema>): Promise<UserDto> {
    if (await this.users.emailExists(input.email)) throw IdentityErrors.USER_EXISTS();
    const subscription = await this.subscriptions.adminInitial(input.subscription);
    const user = await this.auth.createAccount({
      name: input.name,
      email: input.email,
      password: input.password,
      role: input.role,
      subscription,
      profile: { fullName: input.fullName, company: input.company, website: input.website, bio: input.bio },
    });
    return toUserDto(user);
  }

  /** DELETE /api/users/{id} (admin): soft delete with its event; never oneself, never the last admin. */
  async remove(auth: AuthUser, id: string): Promise<void> {
    if (auth.id === id) throw ROSTER_ERRORS['self-deletion']();
    await this.underRosterLock(async () => {
      const user = await this.existing(id);
      await this.assertRosterAllows({ actorId: auth.id, target: { id: String(user._id), role: user.role }, next: 'deleted' });
      const deleted = OutboxEntry.of(UserDeleted, { userId: String(user._id), email: user.email }, IDENTITY_PRODUCER);
      if (!(await this.users.softDelete(id, deleted))) throw IdentityErrors.USER_NOT_FOUND();
      await this.access.deleted(id);
    });
  }

  /** PUT /api/users/{id}/role (admin): never one's own role, never the last admin. */
  async changeRole(auth: AuthUser, id: string, role: UserDoc['role']): Promise<UserDto> {
    return this.underRosterLock(async () => {
      const user = await this.existing(id);
      // Re-stating the role re-applies it to tokens too (a retry after Redis failed to hear the change).
      if (user.role === role) {
        await this.roleApplied(user);
        return toUserDto(user);
      }
      await this.assertRosterAllows({ actorId: auth.id, target: { id: String(user._id), role: user.role }, next: role });
      const updated = await this.users.update(id, { role }, [this.roleChangedEntry(user, role)]);
      if (!updated) throw IdentityErrors.USER_NOT_FOUND();
      await this.roleApplied(updated);
      return toUserDto(updated);
    });
  }

  /** PUT /api/users/{id}/subscription (admin): changed feature values become per-user overrides. */
  async changeSubscription(id: string, patch: AdminSubscriptionPatch): Promise<UserDto> {
    if (!UsersRepository.isValidId(id)) throw IdentityErrors.USER_NOT_FOUND();
    return retryOnRevisionConflict(async () => {
      const user = await this.existing(id);
      const next = await this.subscriptions.adminChange(user.subscription, patch);
      if (!SubscriptionsService.changed(user.subscription, next)) return toUserDto(user);
      const updated = await this.users.updateSubscription({
        id,
        rev: user.subscriptionRev,
        subscription: next,
        entries: [this.subscriptions.subscriptionChangedEntry(user, next, 'admin')],
      });
      return updated ? toUserDto(updated) : REVISION_CONFLICT;
    }, REVISION_RETRY);
  }

  stats(now = new Date()) {
    return this.users.stats(startOfUtcMonth(now));
  }
}
