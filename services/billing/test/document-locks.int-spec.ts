import { PlanUpdated } from '@liquify/contracts';
import { OUTBOX_FIELD, OutboxEntry, OutboxRelay, outboxSet } from '@liquify/kafka';
import { RedisLocks } from '@liquify/redis';
import { waitFor } from '@liquify/testing';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { planEventPayload } from '../src/plans/plan-rules.util';
import { PLAN_MODEL, PlanDoc } from '../src/plans/plans.schema';
import { BillingTestApp, startBilling } from './support/billing-test-app';

/**
 * The outbox relay clears a plan's published event under the plan's lock, the one its writers hold (issue #23):
 * on FerretDB 1.24 an update is not isolated from another update of the same document, so the relay's `$unset`
 * landing with an admin's change could write the plan back without it (and without the change's own event).
 */
jest.setTimeout(120_000);

describe('billing: the outbox relay and the writers of a plan take turns', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await startBilling('billing-locks');
  });
  afterAll(() => t?.close());

  it('relays a plan event only once the write holding the plan is done', async () => {
    const model = t.app.get<Model<PlanDoc>>(getModelToken(PLAN_MODEL));
    const plan = (await model.findOne({ slug: 'pro' }).lean<PlanDoc>().exec())!;
    const pending = async () => Object.keys(((await model.findById(plan._id).select(`+${OUTBOX_FIELD}`).lean().exec()) as unknown as Record<string, object>)[OUTBOX_FIELD] ?? {}).length;
    await waitFor(async () => (await pending()) === 0, { timeout: 30_000 });

    // The plan's lock as every writer of a plan takes it (PlansRepository).
    await t.app.get(RedisLocks).documents('plan')(plan._id, async () => {
      const event = OutboxEntry.of(PlanUpdated, planEventPayload({ ...plan, revision: plan.revision + 1, description: 'Held' }), 'billing');
      await model.updateOne({ _id: plan._id }, { $set: { description: 'Held', revision: plan.revision + 1, ...outboxSet(event) } }).exec();
      t.app.get(OutboxRelay).kick();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await pending()).toBe(1);
    });
    await waitFor(async () => (await pending()) === 0, { timeout: 30_000 });
    expect((await model.findById(plan._id).lean<PlanDoc>().exec())?.description).toBe('Held');
  });
});
