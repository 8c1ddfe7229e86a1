import { Injectable } from '@nestjs/common';
import { EventDefinition, PlanCreated, PlanUpdated } from '@liquify/contracts';
import { OutboxEntry } from '@liquify/kafka';
import { retryOnRevisionConflict, REVISION_CONFLICT } from '@liquify/mongo';
import { Types } from 'mongoose';
import { BillingErrors } from '../billing.errors';
import { planEventPayload } from './plan-rules.util';
import { NewPlanFields, PlanChanges, PlansRepository } from './plans.repository';
import { PlanDoc } from './plans.schema';

export const PRODUCER = 'billing';

/**
 * The write path of plans that every use case shares (admin edits, catalogue reactions, seeding, price sync):
 * each write carries billing.plan.* with the plan's full new state in the same document write, and is made
 * at the revision that was read (re-read and re-decided when someone wrote in between; 409 after 10 tries).
 */
@Injectable()
export class PlanWrites {
  constructor(private readonly plans: PlansRepository) {}

  async mustFind(id: string): Promise<PlanDoc> {
    const plan = await this.plans.findById(id);
    if (!plan) throw BillingErrors.planNotFound();
    return plan;
  }

  /** Creates a plan with billing.plan.created.v1; 409 when the slug is taken. */
  async create(fields: NewPlanFields): Promise<PlanDoc> {
    const _id: Types.ObjectId = this.plans.newId();
    const event = OutboxEntry.of(PlanCreated, planEventPayload({ ...fields, _id, revision: 0 } as PlanDoc), PRODUCER);
    const created = await this.plans.create(_id, fields, event);
    if (!created) throw BillingErrors.slugTaken(fields.slug);
    return created;
  }

  /** Read, decide (null: nothing to change), write at the revision read with the event of the new state. */
  mutate(id: string, decide: (plan: PlanDoc) => PlanChanges | null, slugForConflict?: string, def: EventDefinition = PlanUpdated): Promise<PlanDoc> {
    return retryOnRevisionConflict(
      async () => {
        const plan = await this.mustFind(id);
        const changes = decide(plan);
        if (!changes) return plan;
        const next = { ...plan, ...changes, revision: plan.revision + 1 } as PlanDoc;
        const written = await this.plans.updateAtRevision(plan._id, plan.revision, changes, [OutboxEntry.of(def, planEventPayload(next), PRODUCER)]);
        if (written === 'slug-taken') throw BillingErrors.slugTaken(slugForConflict ?? String(changes.slug));
        return written === 'conflict' ? REVISION_CONFLICT : written;
      },
      { attempts: 10 },
    );
  }

  /** `mutate` for reactions to other services' events: a plan deleted meanwhile has nothing left to keep in sync. */
  async mutateIfPresent(id: string, decide: (plan: PlanDoc) => PlanChanges | null): Promise<void> {
    await this.mutate(id, decide).catch((err) => {
      if ((err as { code?: string }).code !== BillingErrors.planNotFound().code) throw err;
    });
  }
}
