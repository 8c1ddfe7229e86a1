import { Schema } from 'mongoose';

/** One account's sign-up, recorded from identity.user.registered.v1 (issue #25 item 8); `_id` is `signup:<userId>`. */
export interface SignupFactDoc {
  _id: string;
  at: Date;
}
export const SIGNUP_FACT_MODEL = 'SignupFact';
export const signupFactSchema = new Schema<SignupFactDoc>(
  { _id: { type: String }, at: { type: Date, required: true } },
  { collection: 'signup_facts', versionKey: false },
);
signupFactSchema.index({ at: 1 });

/** Marks the one-time backfill of the accounts created before sign-ups were recorded (its `at`: when it ran). */
export const SIGNUP_BACKFILL_MARKER = 'backfill:users';
export const signupFactId = (userId: string) => `signup:${userId}`;
