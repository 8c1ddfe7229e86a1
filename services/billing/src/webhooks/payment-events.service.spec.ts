import { PaymentEventsService } from './payment-events.service';
import type { WebhookClaim, WebhookEventsRepository } from './webhook-events.repository';

/** The claim before acting: what PaymentEventsService does with each answer of the repository's atomic claim. */
describe('PaymentEventsService: acting on a provider event once', () => {
  const calls: string[] = [];
  let claim: WebhookClaim;
  let apply: () => Promise<unknown>;
  const processed = {
    claim: async (e: { id: string }) => (calls.push(`claim ${e.id}`), claim),
    complete: async (id: string) => void calls.push(`complete ${id}`),
    release: async (id: string) => void calls.push(`release ${id}`),
  } as unknown as WebhookEventsRepository;
  const subscriptions = { apply: () => (calls.push('apply'), apply()) };
  const service = new PaymentEventsService(processed, {} as never, subscriptions as never, {} as never, { register: () => undefined } as never, {} as never);
  const event = { id: 'evt_1', type: 'customer.subscription.updated', created: 1_800_000_000, data: { object: { id: 'sub_1', object: 'subscription', status: 'active', items: { data: [] }, metadata: {} } } };

  beforeEach(() => {
    calls.length = 0;
    apply = async () => ({ _id: 'sub_1' });
  });

  it('claims the event, acts, then marks it done', async () => {
    claim = 'claimed';
    await expect(service.handle(event as never, 'stripe-webhook')).resolves.toEqual({ duplicate: false, handled: true });
    expect(calls).toEqual(['claim evt_1', 'apply', 'complete evt_1']);
  });

  it('does nothing for an event already handled', async () => {
    claim = 'done';
    await expect(service.handle(event as never, 'stripe-webhook')).resolves.toEqual({ duplicate: true, handled: false });
    expect(calls).toEqual(['claim evt_1']);
  });

  it("answers 409 while another replica still handles it (the provider retries; a 2xx would end its retries)", async () => {
    claim = 'in-flight';
    await expect(service.handle(event as never, 'stripe-webhook')).rejects.toMatchObject({ status: 409, code: 'WEBHOOK_EVENT_IN_PROGRESS' });
    expect(calls).toEqual(['claim evt_1']);
  });

  it('frees the claim when acting fails, so the retry acts', async () => {
    claim = 'claimed';
    apply = async () => {
      throw new Error('database unavailable');
    };
    await expect(service.handle(event as never, 'stripe-webhook')).rejects.toThrow('database unavailable');
    expect(calls).toEqual(['claim evt_1', 'apply', 'release evt_1']);
  });
});
