/**
 * Issue #25 item 8: sign-ups per day are recorded facts. Accounts created before facts were recorded are
 * backfilled once; an account deleted later still counts on the day it signed up.
 */
import { getModelToken } from '@nestjs/mongoose';
import { OUTBOX_FIELD } from '@liquify/kafka';
import { Types, type Model } from 'mongoose';
import {
  SIGNUP_BACKFILL_MARKER,
  SIGNUP_FACT_MODEL,
  type SignupFactDoc,
  signupFactId,
} from '../src/stats/signup-fact.schema';
import { SignupFactsBackfill } from '../src/stats/signup-facts.backfill';
import { USER_MODEL, type UserDoc } from '../src/users/user.schema';
import { IdentityHarness, waitFor } from './support';

jest.setTimeout(90_000);

let h: IdentityHarness;
let adminToken: string;

beforeAll(async () => {
  h = await IdentityHarness.start();
  adminToken = await h.adminToken();
});
afterAll(async () => h?.close());

const DAY = '2026-02-14';
const signupsThatDay = async () => {
  const res = await h.http(
    'GET',
    `/api/admin/users/stats/signups?from=${DAY}T00:00:00Z&to=${DAY}T23:59:59Z`,
    { token: adminToken },
  );
  expect(res.status).toBe(200);
  return res.body.data.daily[0].signups as number;
};

it('backfills the accounts created before sign-ups were recorded, once, and keeps a deleted one counted', async () => {
  const { user } = await h.register();
  const userId = String(user._id ?? user.id);
  const users = h.app.get<Model<UserDoc>>(getModelToken(USER_MODEL));
  const facts = h.app.get<Model<SignupFactDoc>>(getModelToken(SIGNUP_FACT_MODEL));
  // Its sign-up event is recorded first (today); then, as after an upgrade, the account dates from DAY
  // and neither its fact nor the backfill's marker exist yet.
  await waitFor(() => facts.exists({ _id: signupFactId(userId) }), { timeout: 20_000 });
  // The write below goes to the driver's collection, past the service's per-document write serialization: it
  // waits until the relay has cleared the published event, whose rewrite of the document (FerretDB updates
  // are not isolated) could otherwise put the old createdAt back.
  await waitFor(async () => {
    const raw = await users.collection.findOne({ _id: new Types.ObjectId(userId) }, { projection: { [OUTBOX_FIELD]: 1 } });
    return Object.keys((raw?.[OUTBOX_FIELD] as object | undefined) ?? {}).length === 0;
  }, { timeout: 20_000 });
  // (createdAt is immutable to mongoose: the driver's collection writes it.)
  await users.collection.updateOne(
    { _id: new Types.ObjectId(userId) },
    { $set: { createdAt: new Date(`${DAY}T10:00:00Z`) } },
  );
  await facts.deleteMany({ _id: { $in: [SIGNUP_BACKFILL_MARKER, signupFactId(userId)] } }).exec();
  const before = await signupsThatDay();

  const backfill = h.app.get(SignupFactsBackfill);
  await backfill.run();
  await backfill.run();
  expect(await signupsThatDay()).toBe(before + 1);

  expect((await h.http('DELETE', `/api/users/${userId}`, { token: adminToken })).status).toBe(200);
  expect(await signupsThatDay()).toBe(before + 1);
});
