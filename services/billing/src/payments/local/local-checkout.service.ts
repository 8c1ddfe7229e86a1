import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { LocalCheckoutPayRequest } from '@liquify/contracts';
import { BillingErrorCodes, BillingErrors } from '../../billing.errors';
import { RateLimiter } from '../../common/rate-limiter';
import { PAYMENT_PROVIDER, PaymentProvider } from '../payment-provider';
import { ProviderEventBus } from '../provider-event-bus';
import { checkCard } from './card-rules.util';
import { CheckoutPageModel, renderCheckoutPage, renderMessagePage, formatAmount, intervalLabel, pageHeaders } from './local-checkout.page';
import { LocalCheckoutRepository } from './local-checkout.repository';
import { LocalSessionDoc } from './local-checkout.schema';
import { checkoutCompletedEvent, invoicePaidEvent } from './local-events.util';
import { LocalProvider, randomId } from './local.provider';

export const LOCAL_PAY_RATE = { name: 'local-pay', limit: 30, windowSeconds: 60, message: 'Too many payment attempts. Please wait a minute and try again.' };
/** A session accepts this many payment attempts (card testing protection), then it must be restarted. */
export const LOCAL_MAX_ATTEMPTS_PER_SESSION = 20;

export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  html: string;
}

/** The hosted page and its "Pay" button: what Stripe Checkout does, for the local provider. */
@Injectable()
export class LocalCheckoutService {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly active: PaymentProvider,
    private readonly provider: LocalProvider,
    private readonly repo: LocalCheckoutRepository,
    private readonly bus: ProviderEventBus,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async page(sessionId: string): Promise<RenderedPage> {
    const nonce = randomBytes(16).toString('base64');
    const headers = pageHeaders(nonce);
    const session = this.active.name === 'local' ? await this.repo.findSession(sessionId) : null;
    if (!session) {
      const html = renderMessagePage(
        { title: 'Checkout session not found', text: 'This checkout link is not valid. Please restart the registration process.', linkHref: '/auth', linkLabel: 'Back to Liquify' },
        nonce,
      );
      return { status: 404, headers, html };
    }
    if (session.status === 'complete') {
      const html = renderMessagePage({ title: 'Payment complete', text: 'This checkout has already been paid.', linkHref: successUrlOf(session), linkLabel: 'Continue' }, nonce);
      return { status: 200, headers, html };
    }
    if (isExpired(session)) {
      const html = renderMessagePage({ title: 'Checkout expired', text: 'This checkout session has expired. Please start again.', linkHref: session.cancelUrl, linkLabel: 'Back to Liquify' }, nonce);
      return { status: 410, headers, html };
    }
    const html = renderCheckoutPage(
      {
        sessionId: session._id,
        productName: session.productName,
        productDescription: session.productDescription,
        heading: session.mode === 'subscription' ? `Subscribe to ${session.productName}` : `Pay for ${session.productName}`,
        amountLabel: formatAmount(session.amount, session.currency),
        intervalLabel: intervalLabel(session.billingCycle),
        discount: discountOf(session),
        email: session.email,
        payPath: `/api/stripe/local-checkout/${encodeURIComponent(session._id)}/pay`,
        cancelUrl: session.cancelUrl,
      },
      nonce,
    );
    return { status: 200, headers, html };
  }

  /** Pays a session with a test card. The card number is checked and forgotten (brand and last 4 kept). */
  async pay(sessionId: string, card: LocalCheckoutPayRequest, ip: string): Promise<{ redirectUrl: string }> {
    if (this.active.name !== 'local') throw BillingErrors.sessionNotFound();
    await this.rateLimiter.hit(LOCAL_PAY_RATE, ip);
    let session = await this.repo.findSession(sessionId);
    if (!session) throw BillingErrors.sessionNotFound();
    if (session.status === 'complete') return this.finish(session);
    if (isExpired(session)) {
      await this.repo.expire(session._id);
      throw BillingErrorCodes.SESSION_EXPIRED();
    }
    const attempts = await this.repo.countAttempt(session._id);
    if ((attempts ?? 0) > LOCAL_MAX_ATTEMPTS_PER_SESSION) {
      throw BillingErrorCodes.RATE_LIMITED('Too many payment attempts for this checkout. Please start again.');
    }

    const outcome = checkCard(card);
    if (!outcome.ok && outcome.kind === 'invalid') {
      throw BillingErrorCodes.CARD_INVALID(outcome.message, [{ field: outcome.field, message: outcome.message }]);
    }
    if (!outcome.ok) {
      throw BillingErrorCodes.CARD_DECLINED(outcome.message, { declineCode: outcome.declineCode });
    }

    const completed = await this.repo.completeSession(session._id, {
      customerId: session.customerId ?? randomId('cus_local_', 12),
      subscriptionId: session.mode === 'subscription' ? randomId('sub_local_', 12) : null,
      card: { brand: outcome.brand, last4: outcome.last4 },
    });
    session = completed ?? (await this.repo.findSession(session._id));
    if (!session || session.status !== 'complete') throw BillingErrors.sessionNotFound();
    return this.finish(session);
  }

  /** Reports the payment like Stripe's webhooks would (idempotent: event ids are fixed per fact). */
  private async finish(session: LocalSessionDoc): Promise<{ redirectUrl: string }> {
    const subscription =
      session.mode === 'subscription' && session.subscriptionId && session.customerId
        ? await this.repo.ensureSubscription(this.provider.newSubscription(session, session.subscriptionId, session.customerId, session.completedAt ?? new Date()))
        : null;
    await this.bus.deliver(checkoutCompletedEvent(session));
    if (subscription) await this.bus.deliver(invoicePaidEvent(subscription));
    return { redirectUrl: successUrlOf(session) };
  }
}

const isExpired = (session: LocalSessionDoc) => session.status === 'expired' || (session.status === 'open' && session.expiresAt.getTime() < Date.now());
const successUrlOf = (session: LocalSessionDoc) => session.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session._id));

/** The referral discount as the page shows it (null: none). */
function discountOf(session: LocalSessionDoc): CheckoutPageModel['discount'] {
  if (!session.fullAmount || !session.discountPercent) return null;
  return {
    label: `Referral discount (${session.discountPercent}%)`,
    amountLabel: `−${formatAmount(session.fullAmount - session.amount, session.currency)}`,
    fullAmountLabel: formatAmount(session.fullAmount, session.currency),
    note: session.mode === 'subscription' ? `First payment only, then ${formatAmount(session.fullAmount, session.currency)} ${intervalLabel(session.billingCycle)}.` : 'Applied to this payment.',
  };
}
