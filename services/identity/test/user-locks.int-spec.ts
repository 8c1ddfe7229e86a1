import { UserRoleChanged } from '@liquify/contracts';
import { OUTBOX_FIELD, OutboxEntry, OutboxRelay, outboxSet } from '@liquify/kafka';
import { RedisLocks } from '@liquify/redis';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { USER_MODEL, type UserDoc } from '../src/users/user.schema';
import { IdentityHarness, waitFor } from './support';

/**
 * The outbox relay clears a user's published events under the user's lock, the one its writers hold (issue #23):
 * on FerretDB 1.24 an update is not isolated from another update of the same document, so the relay's `$unset`
 * landing with another replica's change (a plan applied, a role changed) could write the user back without it.
 */
jest.setTimeout(90_000);

let h: IdentityHarness;
beforeAll(async () => {
  h = await IdentityHarness.start();
});
afterAll(async () => h?.close());

it("clears a user's published event only once the write holding the user is done, and keeps that write", async () => {
  const { user } = await h.register();
  const id = String(user._id ?? user.id);
  const users = h.app.get<Model<UserDoc>>(getModelToken(USER_MODEL));
  const pending = async () => Object.keys(((await users.findById(id).select(`+${OUTBOX_FIELD}`).lean().exec()) as unknown as Record<string, object>)[OUTBOX_FIELD] ?? {}).length;
  await waitFor(async () => (await pending()) === 0, { timeout: 30_000 });

  // The user's lock as every writer of a user takes it (UsersRepository).
  await h.app.get(RedisLocks).documents('user')(id, async () => {
    const event = OutboxEntry.of(UserRoleChanged, { userId: id, role: 'admin', previousRole: 'user' }, 'identity');
    await users.updateOne({ _id: id }, { $set: { fullName: 'Held by its writer', ...outboxSet(event) } }).exec();
    h.app.get(OutboxRelay).kick();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await pending()).toBe(1);
  });
  await waitFor(async () => (await pending()) === 0, { timeout: 30_000 });
  expect((await users.findById(id).lean<UserDoc>().exec())?.fullName).toBe('Held by its writer');
});
