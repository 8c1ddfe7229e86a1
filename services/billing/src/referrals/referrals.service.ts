import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@liquify/auth';
import {
  normalizeReferralCode,
  REFERRAL_DISCOUNT_PERCENT,
  referralCodeOf,
  referralDecision,
  ReferralParty,
  ReferralRefusal,
  ReferralSummary,
} from '@liquify/contracts';
import { AccountsService } from '../accounts/accounts.service';
import { BillingErrorCodes } from '../billing.errors';
import { CheckoutSessionsService } from '../checkout/checkout-sessions.service';
import { ReferralLinksRepository } from './referral-links.repository';

/** The referral a checkout is discounted for. */
export interface AppliedReferral {
  referrerId: string;
  code: string;
  percent: number;
}

const REFUSALS: Record<ReferralRefusal, () => Error> = {
  unknown: () => BillingErrorCodes.REFERRAL_CODE_UNKNOWN(),
  self: () => BillingErrorCodes.REFERRAL_SELF(),
  used: () => BillingErrorCodes.REFERRAL_USED(),
  notFirst: () => BillingErrorCodes.REFERRAL_NOT_FIRST(),
  otherReferrer: () => BillingErrorCodes.REFERRAL_OTHER_REFERRER(),
};

/**
 * The referral programme (referral.rules.ts). Billing is its one authority: who was referred by whom (links
 * from sign-ups with ?ref=), and who paid with a discount (its own checkout sessions).
 */
@Injectable()
export class ReferralsService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: CheckoutSessionsService,
    private readonly links: ReferralLinksRepository,
  ) {}

  /**
   * The discount a checkout gets. A code typed (or carried by ?ref=) that cannot apply is refused with its
   * reason; without one, the code the friend signed up with applies when it still can, silently otherwise.
   */
  async discountFor(friend: ReferralParty, typedCode: string | undefined): Promise<AppliedReferral | null> {
    const code = normalizeReferralCode(typedCode);
    const link = friend.userId ? await this.links.findByFriend(friend.userId) : null;
    if (!code && !link) return null;
    const linkedOwner = link ? await this.accounts.findLiveByReferralCode(link.code) : null;
    const owner = code ? (code === link?.code ? linkedOwner : await this.accounts.findLiveByReferralCode(code)) : linkedOwner;
    const paid = await this.sessions.findPaidBy({ userId: friend.userId ?? '', email: friend.email });
    const decision = referralDecision({
      friend,
      referrer: owner ? { userId: owner._id, email: owner.email } : null,
      linkedReferrerId: linkedOwner?._id ?? null,
      hasPaidBefore: paid.length > 0,
      hasUsedReferral: paid.some((s) => !!s.referrerId),
    });
    if (decision.ok) return { referrerId: decision.referrerId, code: code ?? link!.code, percent: REFERRAL_DISCOUNT_PERCENT };
    if (code) throw REFUSALS[decision.reason]();
    return null;
  }

  /**
   * A sign-up that carried a code: links the friend to the code (not its own). Whose code it is, and whether it
   * is the friend's own by e-mail, is decided where it counts: the owner's account may not be known here yet.
   */
  async recordSignup(friend: { userId: string; email: string }, typedCode: string): Promise<void> {
    const code = normalizeReferralCode(typedCode);
    if (!code || code === referralCodeOf(friend.userId)) return;
    await this.links.linkOnce({ _id: friend.userId, friendEmail: friend.email, code, createdAt: new Date() });
  }

  /** The user's code, and how many friends joined (signed up with it or paid with it) and paid with it. */
  async summary(user: AuthUser): Promise<ReferralSummary> {
    const code = referralCodeOf(user.id) ?? '';
    const [account, links, payers] = await Promise.all([this.accounts.findLive(user.id), this.links.friendsWithCode(code), this.sessions.referredPayers(user.id)]);
    const ownEmail = (account?.email ?? user.email).toLowerCase();
    // one's own second account is not a friend (self-referral by e-mail)
    const linked = links.filter((l) => l._id !== user.id && l.friendEmail.toLowerCase() !== ownEmail).map((l) => l.friendEmail.toLowerCase());
    return {
      code,
      discountPercent: REFERRAL_DISCOUNT_PERCENT,
      friendsJoined: new Set([...linked, ...payers]).size,
      friendsPaid: payers.length,
    };
  }
}
