import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuthUser, signAccessToken } from '@liquify/auth';
import { RegisterRequest, UserDto, UserRegistered } from '@liquify/contracts';
import { OutboxEntry } from '@liquify/kafka';
import { UserAccessWriter } from '@liquify/redis';
import { changePasswordRequestSchema, loginRequestSchema } from '@liquify/contracts';
import { z } from 'zod';
import { IdentityErrors } from '../identity.errors';
import { SERVICE_CONFIG } from '@liquify/service';
import type { IdentityConfig } from '../config';
import { IDENTITY_PRODUCER } from '../identity.const';
import { FREE_PLAN_FALLBACK_SLUG, SubscriptionState } from '../users/subscription.rules';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { subscriptionEventPayload, toAuthUser, toUserDto } from '../users/user.mapper';
import type { UserDoc } from '../users/user.schema';
import { DuplicateEmailError, UsersRepository } from '../users/users.repository';
import { LoginThrottle } from './login-throttle';
import { hashPassword, passwordNeedsRehash, verifyPassword } from './password.util';

export interface AuthResult {
  user: UserDto;
  token: string;
}

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  role: UserDoc['role'];
  subscription: SubscriptionState;
  /** The paid checkout a registration presented (issue 21 item 11). */
  signupCheckoutId?: string | null;
  /** The referral code the sign-up carried (?ref=): published for billing, which owns the referral rules. */
  referralCode?: string | null;
  profile?: Partial<Pick<UserDoc, 'fullName' | 'company' | 'website' | 'bio'>>;
}

const userExists = () => IdentityErrors.USER_EXISTS();

/** Registration, sign-in, the current user and password changes. */
@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly subscriptions: SubscriptionsService,
    private readonly access: UserAccessWriter,
    private readonly throttle: LoginThrottle,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** Signed with identity's private key (JWT_PRIVATE_KEY), its kid (JWT_KEY_ID) in the header: every process verifies it with the public keys alone. */
  tokenFor(user: Pick<UserDoc, '_id' | 'email' | 'role' | 'name' | 'subscription'>): string {
    return signAccessToken(toAuthUser(user), { kid: this.config.JWT_KEY_ID, key: this.config.JWT_PRIVATE_KEY }, this.config.JWT_EXPIRES_IN);
  }

  /**
   * Creates an account and its identity.user.registered.v1 event in one write. Throws 409 when the e-mail is
   * taken (checked first, and enforced by the unique index for concurrent sign-ups).
   */
  async createAccount(account: NewAccount): Promise<UserDoc> {
    const passwordHash = await hashPassword(account.password);
    const _id = this.users.newId();
    const registered = OutboxEntry.of(
      UserRegistered,
      {
        userId: String(_id),
        email: account.email,
        name: account.name,
        role: account.role,
        subscription: subscriptionEventPayload(account.subscription),
        createdAt: new Date().toISOString(),
        ...(account.referralCode ? { referralCode: account.referralCode } : {}),
      },
      IDENTITY_PRODUCER,
    );
    try {
      return await this.users.create(
        {
          _id,
          name: account.name,
          email: account.email,
          passwordHash,
          role: account.role,
          fullName: account.profile?.fullName ?? account.name,
          company: account.profile?.company ?? '',
          website: account.profile?.website ?? '',
          bio: account.profile?.bio ?? '',
          subscription: account.subscription,
          signupCheckoutId: account.signupCheckoutId ?? null,
        },
        registered,
      );
    } catch (err) {
      if (err instanceof DuplicateEmailError) throw userExists();
      throw err;
    }
  }

  /**
   * POST /api/auth/register. The chosen plan applies only when free; a paid plan needs the checkout that paid
   * it (stripeData.sessionId and sessionSecret, bound to this e-mail and plan) and applies when billing has
   * confirmed that payment, now or later. Nothing else of stripeData is trusted.
   */
  async register(input: RegisterRequest): Promise<AuthResult> {
    if (await this.users.emailExists(input.email)) throw userExists();
    const slug = input.planSlug || input.plan || FREE_PLAN_FALLBACK_SLUG;
    const { subscription, pendingRev, signupCheckoutId } = await this.subscriptions.registrationSubscription({ email: input.email, planSlug: slug, stripeData: input.stripeData });
    const created = await this.createAccount({ name: input.name, email: input.email, password: input.password, role: 'user', subscription, signupCheckoutId, referralCode: input.referralCode ?? null });
    const user = await this.subscriptions.settlePendingAfterRegistration(created, pendingRev);
    return { user: toUserDto(user), token: this.tokenFor(user) };
  }

  /**
   * POST /api/auth/login: 404 for an unknown e-mail (the spec's client words it), 401 for a wrong password,
   * 429 while the account must wait after repeated failures (login-throttle.ts).
   */
  async login(input: z.infer<typeof loginRequestSchema>): Promise<AuthResult> {
    await this.throttle.begin(input.email);
    const user = await this.users.findByEmailWithPassword(input.email);
    if (!user || !(await verifyPassword(input.password, user.passwordHash))) {
      await this.throttle.failed(input.email);
      throw user ? IdentityErrors.INVALID_CREDENTIALS() : IdentityErrors.USER_NOT_FOUND();
    }
    await this.throttle.succeeded(input.email);
    await this.rehashIfOutdated(user, input.password);
    return { user: toUserDto(user), token: this.tokenFor(user) };
  }

  /**
   * After a successful sign-in with a hash of an older algorithm or parameters (bcrypt before scrypt): the
   * password is hashed again as today's accounts are. A failure only postpones it to the next sign-in.
   */
  private async rehashIfOutdated(user: UserDoc, password: string): Promise<void> {
    if (!user.passwordHash || !passwordNeedsRehash(user.passwordHash)) return;
    try {
      await this.users.upgradePasswordHash(String(user._id), user.passwordHash, await hashPassword(password));
    } catch (err) {
      this.logger.warn(`password of user ${String(user._id)} not rehashed: ${(err as Error).message}`);
    }
  }

  /** GET /api/auth/me: a token whose user is gone is no longer a session (401). */
  /**
   * GET /api/auth/me, with the user's edge-cache version read BEFORE the user: a change committed after
   * this read bumps the version past it, so a gateway never keeps this answer beyond that change.
   */
  async me(auth: AuthUser): Promise<{ user: UserDto; edgeVersion?: number }> {
    const edgeVersion = UsersRepository.isValidId(auth.id) ? await this.users.edgeVersion(auth.id) : undefined;
    const user = await this.users.findById(auth.id);
    if (!user) throw IdentityErrors.ACCOUNT_GONE();
    return { user: toUserDto(user), edgeVersion };
  }

  /**
   * POST /api/auth/logout: the token's session is signed out on the server. A token without a session id
   * (issued before sessions had one) cannot be told from the user's other such tokens: they all end.
   */
  async logout(auth: AuthUser, session: string | undefined): Promise<void> {
    if (session) await this.access.sessionEnded(auth.id, session);
    else await this.access.sessionsRevoked(auth.id);
  }

  /** POST /api/auth/logout-all ("Sign out of all devices"): every session issued until now, this one included. */
  async logoutAll(auth: AuthUser): Promise<void> {
    await this.access.sessionsRevoked(auth.id);
  }

  /** POST /api/auth/change-password: every other session of the user is signed out; `session` (this one) is kept. */
  async changePassword(auth: AuthUser, session: string | undefined, input: z.infer<typeof changePasswordRequestSchema>): Promise<void> {
    const user = await this.users.findByIdWithPassword(auth.id);
    if (!user) throw IdentityErrors.ACCOUNT_GONE();
    if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
      throw IdentityErrors.CURRENT_PASSWORD_INCORRECT();
    }
    await this.users.update(auth.id, { passwordHash: await hashPassword(input.newPassword) }, []);
    await this.access.sessionsRevoked(auth.id, session);
  }
}
