import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DEFAULT_SUBSCRIPTION_FEATURES } from '@liquify/contracts';
import type { Model } from 'mongoose';
import { PLAN_VIEW_MODEL, PlanViewDoc } from './plans-view.schema';
import { pickFreePlan } from '@liquify/contracts';
import { FREE_PLAN_SLUGS, PlanView } from './subscription.rules';

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

/** Is `a` older than `b`? Revisions decide when both have one; equal states are not older (re-applied). */
export function isOlder(a: PlanSource, b: PlanSource): boolean {
  if (a.revision !== null && b.revision !== null) return a.revision < b.revision;
  return a.at.getTime() < b.at.getTime();
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
   * the event time); answers whether it was stored.
   */
  async upsertIfNewer(plan: PlanView, source: PlanSource): Promise<boolean> {
    const current = await this.model.findById(plan.planId).select('sourceAt revision').lean<PlanViewDoc>().exec();
    if (current && isOlder(source, { at: current.sourceAt, revision: current.revision ?? null })) return false;
    await this.model
      .replaceOne(
        { _id: plan.planId },
        { slug: plan.slug, name: plan.name, price: plan.price, isActive: plan.isActive, features: plan.features, sourceAt: source.at, revision: source.revision },
        { upsert: true },
      )
      .exec();
    return true;
  }

  async remove(planId: string, sourceAt: Date): Promise<void> {
    await this.model.deleteOne({ _id: planId, sourceAt: { $lte: sourceAt } }).exec();
  }
}
