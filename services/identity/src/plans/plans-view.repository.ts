import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DEFAULT_SUBSCRIPTION_FEATURES } from '@liquify/contracts';
import type { FilterQuery, Model } from 'mongoose';
import { isDuplicateKeyError } from '@liquify/mongo';
import { PLAN_VIEW_MODEL, PlanViewDoc } from './plans-view.schema';
import { pickFreePlan } from '@liquify/contracts';
import { FREE_PLAN_SLUGS, PlanView } from '../users/subscription.rules';

const toView = (doc: PlanViewDoc | null): PlanView | null =>
  doc
    ? {
        planId: doc._id,
        slug: doc.slug,
        name: doc.name ?? '',
        price: doc.price,
        isActive: doc.isActive !== false,
        features: { ...DEFAULT_SUBSCRIPTION_FEATURES, ...(doc.features ?? {}) },
      }
    : null;

export interface PlanSource {
  at: Date;
  revision: number | null;
}

/**
 * The filter of a stored state that `source` may replace: billing's revisions decide when both carry one, else
 * the event times; an equal state is replaced (re-applied), an older source never.
 */
export function notNewerThan(source: PlanSource): FilterQuery<PlanViewDoc> {
  if (source.revision === null) return { sourceAt: { $lte: source.at } };
  return { $or: [{ revision: { $lte: source.revision } }, { revision: null, sourceAt: { $lte: source.at } }] };
}

/** I/O of the plans read model. */
@Injectable()
export class PlansViewRepository {
  constructor(@InjectModel(PLAN_VIEW_MODEL) private readonly model: Model<PlanViewDoc>) {}

  async findById(planId: string): Promise<PlanView | null> {
    return toView(await this.model.findById(planId).lean<PlanViewDoc>().exec());
  }

  /** The plan with this slug (an active one first when a slug was reused). */
  async findBySlug(slug: string): Promise<PlanView | null> {
    const docs = await this.model.find({ slug }).lean<PlanViewDoc[]>().exec();
    const best = docs.find((d) => d.isActive !== false) ?? docs[0] ?? null;
    return toView(best);
  }

  /** The plan users fall back to: 'free' (else 'starter') at price 0, when billing published one. */
  async findFreePlan(): Promise<PlanView | null> {
    const docs = await this.model
      .find({ slug: { $in: [...FREE_PLAN_SLUGS] }, price: 0 })
      .lean<PlanViewDoc[]>()
      .exec();
    const free = pickFreePlan(docs);
    return free ? toView(free) : null;
  }

  /**
   * Stores the plan unless a newer state is already held (billing's plan revision when both carry one, else
   * the event time); answers whether it was stored. One conditional write, no read first: the filter matches
   * only a stored state that is not newer (notNewerThan), and an upsert that finds none inserts the plan, or meets
   * the held newer state as a duplicate `_id` (not stored). A duplicate met because another write inserted the
   * plan meanwhile is tried once more, now against that state.
   */
  async upsertIfNewer(plan: PlanView, source: PlanSource): Promise<boolean> {
    const state = { slug: plan.slug, name: plan.name, price: plan.price, isActive: plan.isActive, features: plan.features, sourceAt: source.at, revision: source.revision };
    const filter = { _id: plan.planId, ...notNewerThan(source) };
    for (let attempt = 1; ; attempt++) {
      try {
        await this.model.replaceOne(filter, state, { upsert: true }).exec();
        return true;
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        if (attempt >= 2) return false;
      }
    }
  }

  async remove(planId: string, sourceAt: Date): Promise<void> {
    await this.model.deleteOne({ _id: planId, sourceAt: { $lte: sourceAt } }).exec();
  }
}
