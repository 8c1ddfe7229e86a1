import { Injectable } from '@nestjs/common';
import { CheckoutSessionsService } from '../checkout/checkout-sessions.service';
import { EarlyBirdCodesRepository } from './early-bird-codes.repository';

/**
 * A checkout older than this was expired by the provider (Stripe's and the local checkout's sessions live
 * 24 hours) and can no longer be paid: the use it held goes back to its code.
 */
export const EARLY_BIRD_HOLD_MS = 25 * 60 * 60 * 1000;

/**
 * The uses of Early Bird codes (issue 21 item 10). Opening a checkout with a code takes a use in one conditional
 * update (active, not expired, a use left); a checkout that could not be opened gives it back at once, and
 * checkouts that expired unpaid give theirs back when the code runs out.
 */
@Injectable()
export class EarlyBirdClaimsService {
  constructor(
    private readonly codes: EarlyBirdCodesRepository,
    private readonly sessions: CheckoutSessionsService,
  ) {}

  /** Takes one use of the code (as stored); false when it is disabled, expired or used up. */
  async claim(code: string, now = new Date()): Promise<boolean> {
    if (await this.codes.claim(code, now)) return true;
    const released = await this.sessions.releaseStaleEarlyBirdHolds(code, new Date(now.getTime() - EARLY_BIRD_HOLD_MS));
    if (released === 0) return false;
    await this.codes.release(code, released);
    return this.codes.claim(code, now);
  }

  /** Gives back the use of a checkout that was not opened. */
  release(code: string): Promise<void> {
    return this.codes.release(code, 1);
  }
}
