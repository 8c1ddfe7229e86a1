import type { UserDto } from '@liquify/contracts';
import { AuthUser } from '@liquify/auth';
import type { SubscriptionState } from './subscription.rules';
import type { UserDoc } from './user.schema';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** The subscription as answered over HTTP (internal provider references stay inside). */
export function toSubscriptionDto(s: SubscriptionState): UserDto['subscription'] {
  return {
    plan: s.plan,
    planId: s.planId ?? null,
    status: s.status,
    features: { ...s.features },
    currentPeriodStart: iso(s.currentPeriodStart),
    currentPeriodEnd: iso(s.currentPeriodEnd),
    cancelAtPeriodEnd: Boolean(s.cancelAtPeriodEnd),
    overrides: [...(s.overrides ?? [])],
  };
}

/** A user as the API answers it: never the password hash, never the outbox. */
export function toUserDto(doc: UserDoc): UserDto {
  const id = String(doc._id);
  return {
    _id: id,
    id,
    name: doc.name,
    email: doc.email,
    role: doc.role,
    fullName: doc.fullName ?? '',
    company: doc.company ?? '',
    website: doc.website ?? '',
    bio: doc.bio ?? '',
    subscription: toSubscriptionDto(doc.subscription),
    createdAt: new Date(doc.createdAt).toISOString(),
    updatedAt: new Date(doc.updatedAt).toISOString(),
  };
}

/** Who a token names; with the user's current plan id (the `plan` claim) when the user is on a plan billing announced. */
export function toAuthUser(doc: Pick<UserDoc, '_id' | 'email' | 'role' | 'name'> & { subscription?: Pick<UserDoc['subscription'], 'planId'> | null }): AuthUser {
  const planId = doc.subscription?.planId;
  return { id: String(doc._id), email: doc.email, role: doc.role, name: doc.name, ...(planId ? { planId: String(planId) } : {}) };
}

/** The subscription as carried by identity's events. */
export function subscriptionEventPayload(s: SubscriptionState) {
  return {
    plan: s.plan,
    planId: s.planId ?? null,
    status: s.status,
    features: { ...s.features },
    currentPeriodEnd: iso(s.currentPeriodEnd),
    cancelAtPeriodEnd: Boolean(s.cancelAtPeriodEnd),
  };
}
