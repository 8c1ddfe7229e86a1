import { Injectable } from '@nestjs/common';
import { AdminPlanDto, isTrashExpired, PlanDeleted, PlanUpdated, TrashedItem, trashDaysLeft, trashPurgeAt, trashPurgeCutoff } from '@liquify/contracts';
import { OutboxEntry } from '@liquify/kafka';
import { retryOnRevisionConflict, REVISION_CONFLICT } from '@liquify/mongo';
import { BillingErrors } from '../billing.errors';
import { PlanCatalogueService } from './plan-catalogue.service';
import { planEventPayload, toAdminPlan } from './plan-rules.util';
import { PRODUCER } from './plan-writes';
import { PlansRepository } from './plans.repository';
import { PlanDoc } from './plans.schema';

/** Plans purged per pass of the purge job (the next pass takes the rest). */
const PURGE_BATCH = 100;

/**
 * The plans' trash (issue #25 item 11). Only a plan nobody is on is deleted (AdminPlansService.remove); it
 * goes to the trash: hidden from every read (admin list, public list, checkout), its slug freed, and
 * announced as an inactive plan under its trash slug (billing.plan.updated.v1), so read models keep it but
 * nobody can be put on it. A restore announces it as it was; after 30 days the purge deletes it for good
 * (billing.plan.deleted.v1).
 */
@Injectable()
export class PlanTrashService {
  constructor(
    private readonly plans: PlansRepository,
    private readonly catalogue: PlanCatalogueService,
  ) {}

  /** To the trash at the revision read; false when someone wrote in between. */
  trash(plan: PlanDoc): Promise<boolean> {
    const announced = { ...plan, slug: PlansRepository.trashedSlugOf(plan._id), isActive: false, revision: plan.revision + 1 };
    return this.plans.trashAtRevision(plan, new Date(), OutboxEntry.of(PlanUpdated, planEventPayload(announced), PRODUCER));
  }

  async list(now = new Date()): Promise<TrashedItem[]> {
    return (await this.plans.listTrashed()).map((plan) => {
      const trashedAt = plan.trashedAt as Date;
      return {
        _id: plan._id.toHexString(),
        kind: 'plan' as const,
        title: plan.name,
        slug: plan.trashedSlug ?? '',
        trashedAt: trashedAt.toISOString(),
        purgeAt: trashPurgeAt(trashedAt).toISOString(),
        daysLeft: trashDaysLeft(trashedAt, now),
      };
    });
  }

  /** Back as it was; 404 when not in the trash, 409 when a new plan took its slug meanwhile. */
  async restore(id: string): Promise<AdminPlanDto> {
    const restored = await retryOnRevisionConflict(
      async () => {
        const plan = await this.plans.findTrashedById(id);
        if (!plan) throw BillingErrors.planNotFound();
        const next = { ...plan, slug: plan.trashedSlug ?? plan.slug, trashedAt: null, trashedSlug: '', revision: plan.revision + 1 };
        const written = await this.plans.restoreAtRevision(plan, OutboxEntry.of(PlanUpdated, planEventPayload(next), PRODUCER));
        if (written === 'slug-taken') throw BillingErrors.restoreSlugTaken();
        return written ? next : REVISION_CONFLICT;
      },
      { attempts: 10 },
    );
    // Items purged from the catalogue while the plan was in the trash leave its allowed lists now.
    await this.catalogue.dropItemsDeletedMeanwhile(restored.allowedModules, restored.allowedSections);
    return toAdminPlan((await this.plans.findById(id)) ?? restored);
  }

  /** Deletes for good the plans that have been in the trash 30 days (one batch); answers how many went. */
  async purgeDue(now = new Date()): Promise<number> {
    let purged = 0;
    for (const id of await this.plans.trashedBefore(trashPurgeCutoff(now), PURGE_BATCH)) {
      const plan = await this.plans.findTrashedById(id);
      if (!plan?.trashedAt || !isTrashExpired(plan.trashedAt, now)) continue; // restored meanwhile
      const event = OutboxEntry.of(PlanDeleted, { planId: id, slug: plan.slug }, PRODUCER);
      if (await this.plans.purgeAtRevision(plan, event)) purged += 1;
    }
    return purged;
  }
}
