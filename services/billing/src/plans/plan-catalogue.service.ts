import { Injectable, OnModuleInit } from '@nestjs/common';
import { NewItemPolicy } from '@liquify/contracts';
import { BillingErrors } from '../billing.errors';
import { CatalogueItemDoc, CatalogueKind } from '../catalogue-items/catalogue-items.schema';
import { CatalogueItemsListener, CatalogueItemsService } from '../catalogue-items/catalogue-items.service';
import { allowsNewItem, initialAllowedIds } from './plan-rules.util';
import { PlanWrites } from './plan-writes';
import { PlansRepository } from './plans.repository';

export const LIST_FIELD = { module: 'allowedModules', section: 'allowedSections' } as const;

/** Whether plans keep an item in their allowed lists: live, or in the catalogue's trash (until its purge). */
export const isKeptInPlans = (item: Pick<CatalogueItemDoc, 'deletedAt' | 'trashedAt'>) => !item.deletedAt || !!item.trashedAt;
const POLICY_FIELD = { module: 'modules', section: 'sections' } as const;

/**
 * Plans and the catalogue: which items a plan may list (known, not deleted), what a new plan's policy
 * takes, and the reactions to catalogue events (a first publication joins the plans whose policy takes it;
 * a deletion leaves every plan).
 */
@Injectable()
export class PlanCatalogueService implements CatalogueItemsListener, OnModuleInit {
  constructor(
    private readonly plans: PlansRepository,
    private readonly items: CatalogueItemsService,
    private readonly writes: PlanWrites,
  ) {}

  onModuleInit() {
    this.items.register(this);
  }

  /** An item published for the first time joins the allowed list of every plan whose policy takes it. */
  async onFirstPublication(kind: CatalogueKind, item: CatalogueItemDoc): Promise<void> {
    const field = LIST_FIELD[kind];
    for (const plan of await this.plans.findLive()) {
      if (!allowsNewItem(plan.newItemPolicy?.[POLICY_FIELD[kind]], item)) continue;
      await this.writes.mutateIfPresent(plan._id.toHexString(), (current) =>
        current[field].includes(item.itemId) ? null : { [field]: [...current[field], item.itemId] },
      );
    }
  }

  /** A deleted item leaves every plan's allowed list. */
  async onItemDeleted(kind: CatalogueKind, itemId: string): Promise<void> {
    const field = LIST_FIELD[kind];
    for (const plan of await this.plans.findAllowing(field, itemId)) {
      await this.writes.mutateIfPresent(plan._id.toHexString(), (current) =>
        current[field].includes(itemId) ? { [field]: current[field].filter((id) => id !== itemId) } : null,
      );
    }
  }

  /** What a policy takes from the published catalogue (a new plan without explicit lists). */
  async policyIds(kind: CatalogueKind, policy: NewItemPolicy): Promise<string[]> {
    if (policy === 'none') return [];
    return initialAllowedIds(policy, await this.items.listPublished(kind));
  }

  /**
   * Allowed ids must name catalogue items billing knows; ids of deleted items are dropped (an edit form sent
   * back a list read before the deletion), unknown ids are refused. An item in the catalogue's trash stays: a
   * plan keeps it until the purge, so that a restore gives it back as it was (isKeptInPlans).
   */
  async checkedIds(kind: CatalogueKind, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const known = new Map((await this.items.findMany(kind, ids)).map((item) => [item.itemId, item]));
    const unknown = ids.find((id) => !known.has(id));
    if (unknown) throw BillingErrors.unknownItem(kind, unknown);
    return ids.filter((id) => isKeptInPlans(known.get(id)!));
  }

  /**
   * An item deleted between the check of an admin's list and its write would otherwise stay listed:
   * re-check after writing and apply the deletion again. Returns true when something was removed.
   */
  async dropItemsDeletedMeanwhile(moduleIds: string[], sectionIds: string[]): Promise<boolean> {
    let removed = false;
    for (const [kind, ids] of [['module', moduleIds], ['section', sectionIds]] as const) {
      for (const item of await this.items.findMany(kind, ids)) {
        if (isKeptInPlans(item)) continue;
        await this.onItemDeleted(kind, item.itemId);
        removed = true;
      }
    }
    return removed;
  }

  /** The published catalogue of a kind, each item marked allowed or not for the plan. */
  async itemsFor(allowedIds: string[], kind: CatalogueKind) {
    const allowed = new Set(allowedIds);
    return (await this.items.listPublished(kind)).map((item) => ({
      _id: item.itemId,
      slug: item.slug,
      title: item.title,
      description: item.description,
      category: item.category,
      thumbnail: item.thumbnail,
      featured: item.featured,
      isAllowed: allowed.has(item.itemId),
    }));
  }

  /** id, slug and title of the allowed items that still exist (a user's current plan). */
  async itemRefs(kind: CatalogueKind, ids: string[]) {
    const known = new Map((await this.items.findMany(kind, ids)).map((item) => [item.itemId, item]));
    return ids
      .filter((id) => !known.get(id)?.deletedAt)
      .map((id) => {
        const item = known.get(id);
        return { _id: id, slug: item?.slug ?? '', title: item?.title ?? '' };
      });
  }
}
