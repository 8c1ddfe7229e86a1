import { Injectable } from '@nestjs/common';

/** The shape of a Stripe event (what the webhook receives, and what the local provider builds). */
export interface ProviderEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: Record<string, unknown> };
}

export type ProviderEventSource = 'stripe-webhook' | 'local-provider' | 'verify-payment';
export type ProviderEventHandler = (event: ProviderEvent, source: ProviderEventSource) => Promise<void>;

/**
 * How the local provider "sends webhooks": in process, to the same handler the signed Stripe webhook calls.
 * (Avoids a module cycle: payments -> webhooks -> payments.)
 */
@Injectable()
export class ProviderEventBus {
  private handler?: ProviderEventHandler;

  register(handler: ProviderEventHandler) {
    this.handler = handler;
  }

  async deliver(event: ProviderEvent): Promise<void> {
    if (!this.handler) throw new Error('no provider event handler registered');
    await this.handler(event, 'local-provider');
  }
}
