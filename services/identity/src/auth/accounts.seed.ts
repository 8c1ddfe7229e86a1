import { Inject, Injectable } from '@nestjs/common';
import { Seed, Seeder, SERVICE_CONFIG } from '@liquify/service';
import { DEMO_USER_NAME } from './accounts.seed-data';
import { AuthService } from './auth.service';
import type { IdentityConfig } from '../config';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { UserDoc } from '../users/user.schema';
import { UsersRepository } from '../users/users.repository';

/**
 * Start-up seeding, idempotent: the first admin (ADMIN_EMAIL/ADMIN_PASSWORD/ADMIN_NAME) and, with
 * SEED_DEMO=true, a demo customer on the free plan. An existing account is never touched (its password is
 * never overwritten on restart).
 */
@Seeder('accounts')
@Injectable()
export class AccountsSeed implements Seed {
  constructor(
    private readonly users: UsersRepository,
    private readonly auth: AuthService,
    private readonly subscriptions: SubscriptionsService,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async run() {
    // The unique e-mail index must exist before anyone registers.
    await this.users.ensureIndexes();
    const seeded: string[] = [];
    if (await this.ensureAccount(this.config.ADMIN_EMAIL, this.config.ADMIN_PASSWORD, this.config.ADMIN_NAME, 'admin')) seeded.push(`admin ${this.config.ADMIN_EMAIL}`);
    if (this.config.SEED_DEMO && (await this.ensureAccount(this.config.DEMO_USER_EMAIL, this.config.DEMO_USER_PASSWORD, DEMO_USER_NAME, 'user'))) {
      seeded.push(`demo user ${this.config.DEMO_USER_EMAIL}`);
    }
    return seeded.length ? `created ${seeded.join(', ')}` : undefined;
  }

  /** Creates the account when no user has this e-mail; answers whether it did. */
  async ensureAccount(email: string, password: string, name: string, role: UserDoc['role']): Promise<boolean> {
    if (await this.users.emailExists(email)) return false;
    try {
      await this.auth.createAccount({ name, email, password, role, subscription: await this.subscriptions.adminInitial(undefined) });
      return true;
    } catch (err) {
      // Another replica seeded it at the same moment.
      if ((err as { status?: number }).status === 409) return false;
      throw err;
    }
  }
}
