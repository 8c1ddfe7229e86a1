import Stripe from 'stripe';
import { StripeWebhookService } from './stripe-webhook.service';
import type { PaymentEventsService } from './payment-events.service';

const handled: unknown[] = [];
const events = { handle: async (e: unknown) => (handled.push(e), { duplicate: false, handled: true }) } as unknown as PaymentEventsService;
const service = (secret?: string) => new StripeWebhookService({ STRIPE_WEBHOOK_SECRET: secret } as never, events);

describe('StripeWebhookService', () => {
  beforeEach(() => (handled.length = 0));

  it('answers 503 when no webhook secret is configured', async () => {
    await expect(service().receive(Buffer.from('{}'), 't=1,v1=x')).rejects.toMatchObject({ status: 503, code: 'WEBHOOKS_NOT_CONFIGURED' });
  });

  it('hands a correctly signed event to the shared handler, and nothing else', async () => {
    const raw = JSON.stringify({ id: 'evt_1', type: 'invoice.paid', created: 1, data: { object: { id: 'in_1' } } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: raw, secret: 'whsec_unit' });
    await expect(service('whsec_unit').receive(Buffer.from(raw), signature)).resolves.toEqual({ duplicate: false, handled: true });
    await expect(service('whsec_unit').receive(Buffer.from(raw.replace('in_1', 'in_2')), signature)).rejects.toMatchObject({ status: 400, message: 'Webhook signature verification failed' });
    await expect(service('whsec_unit').receive(undefined, signature)).rejects.toMatchObject({ status: 400 });
    expect(handled).toHaveLength(1);
  });

  it('refuses a signed payload that is not a Stripe event', async () => {
    const raw = JSON.stringify({ hello: 'world' });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: raw, secret: 'whsec_unit' });
    await expect(service('whsec_unit').receive(Buffer.from(raw), signature)).rejects.toMatchObject({ status: 400, message: 'Webhook payload is not a Stripe event' });
  });
});
