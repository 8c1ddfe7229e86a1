import { Injectable } from '@nestjs/common';
import { FALLBACK_PLAN_SLUG, maySeeSource } from '@liquify/contracts';
import type { AuthUser } from '@liquify/auth';
import type { CacheKind } from '../catalogue/catalogue-cache.service';
import { EntitlementsRepository } from './entitlements.repository';
import type { PlanListsDoc } from './entitlements.schema';

const NOTHING: ReadonlySet<string> = new Set();

/**
 * Who may read an item's source: the verified caller's current role (from the token, as the session
 * verifier corrects it) and their current plan's allowed lists (from the read model).
 */
@Injectable()
export class EntitlementsService {
  constructor(private readonly repository: EntitlementsRepository) {}

  async maySeeSource(caller: AuthUser | undefined, kind: CacheKind, itemId: string): Promise<boolean> {
    if (!caller) return false;
    if (maySeeSource(caller, NOTHING, itemId)) return true;
    return maySeeSource(caller, await this.allowedIds(caller.id, kind), itemId);
  }

  /** The ids the user's current plan allows; none for a deleted user; the free plan's for a user not known yet. */
  async allowedIds(userId: string, kind: CacheKind): Promise<ReadonlySet<string>> {
    const subscriber = await this.repository.findSubscriber(userId);
    if (subscriber?.deletedAt) return NOTHING;
    const plan = await this.planOf(subscriber);
    return new Set(kind === 'modules' ? plan?.allowedModules : plan?.allowedSections);
  }

  private async planOf(subscriber: { plan: string; planId: string | null } | null): Promise<PlanListsDoc | null> {
    if (!subscriber) return this.repository.findPlanBySlug(FALLBACK_PLAN_SLUG);
    return (subscriber.planId ? await this.repository.findPlan(subscriber.planId) : null) ?? this.repository.findPlanBySlug(subscriber.plan);
  }
}
