import { Injectable } from '@nestjs/common';
import { OutboxEntry } from '@liquify/kafka';
import { CheckoutSessionDoc } from './checkout-session.schema';
import { CheckoutSessionsRepository, NewCheckoutSession } from './checkout-sessions.repository';

/** Billing's checkout sessions: opened by checkout, completed by the payment events (the provider's word). */
@Injectable()
export class CheckoutSessionsService {
  constructor(private readonly sessions: CheckoutSessionsRepository) {}

  open(doc: NewCheckoutSession): Promise<void> {
    return this.sessions.create(doc);
  }

  find(id: string): Promise<CheckoutSessionDoc | null> {
    return this.sessions.find(id);
  }

  /** The user's paid checkouts (by user id or email), newest first. */
  findPaidBy(who: { userId: string; email: string }): Promise<CheckoutSessionDoc[]> {
    return this.sessions.findPaidBy(who);
  }

  /** The e-mails of the friends who paid a checkout discounted by this referrer's code. */
  referredPayers(referrerId: string): Promise<string[]> {
    return this.sessions.referredPayers(referrerId);
  }

  /** The newest paid sign-up checkout for an e-mail (the plan a just-registered user bought), or null. */
  findPaidSignup(email: string): Promise<CheckoutSessionDoc | null> {
    return this.sessions.findPaidSignup(email);
  }

  /** Paid checkouts per Early Bird code (the codes' usage counts). */
  earlyBirdUses(): Promise<Map<string, number>> {
    return this.sessions.earlyBirdUses();
  }

  /** Marks open checkouts of a code opened before `before` as having given their use back; answers how many. */
  releaseStaleEarlyBirdHolds(code: string, before: Date): Promise<number> {
    return this.sessions.releaseStaleEarlyBirdHolds(code, before);
  }

  /** Sign-up checkouts recorded since a moment, included: how many, and the newest `limit`. */
  paidSignupsSince(since: Date, limit: number): Promise<{ count: number; sessions: CheckoutSessionDoc[] }> {
    return this.sessions.paidSignupsSince(since, limit);
  }

  /** Checkouts completed and paid in [from, to] (the admin analytics' conversions and revenue). */
  findPaidBetween(from: Date, to: Date): ReturnType<CheckoutSessionsRepository['findPaidBetween']> {
    return this.sessions.findPaidBetween(from, to);
  }

  /** Marks an open session paid, with its billing.checkout.completed event; null if it was already complete. */
  complete(id: string, changes: Parameters<CheckoutSessionsRepository['complete']>[1], event: OutboxEntry): Promise<CheckoutSessionDoc | null> {
    return this.sessions.complete(id, changes, event);
  }
}
