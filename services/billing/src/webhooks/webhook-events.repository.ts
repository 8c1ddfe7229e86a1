import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKeyError } from '@liquify/mongo';
import { WEBHOOK_EVENT_MODEL, WebhookEventDoc } from './webhook-events.schema';

/** A claim older than this belongs to a handler that died mid-way (a pod killed): another may take it over. */
export const WEBHOOK_CLAIM_STALE_MS = 60_000;
/** How long a second delivery waits for the handler holding the claim before answering "in flight". */
export const WEBHOOK_CLAIM_WAIT_MS = 5_000;

/** 'claimed': act on the event now; 'done': already handled; 'in-flight': another handler still holds it. */
export type WebhookClaim = 'claimed' | 'done' | 'in-flight';

@Injectable()
export class WebhookEventsRepository {
  constructor(@InjectModel(WEBHOOK_EVENT_MODEL) private readonly model: Model<WebhookEventDoc>) {}

  /**
   * Records the event as being processed by an insert on its id (atomic: the unique _id lets one insert in),
   * before anything acts on it. A delivery that loses waits a moment for the winner: its event done, or
   * released after a failure (then this one claims it and acts).
   */
  async claim(event: { id: string; type: string; created: number }, source: string, waitMs = WEBHOOK_CLAIM_WAIT_MS): Promise<WebhookClaim> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      try {
        await this.model.create({ _id: event.id, type: event.type, created: event.created, source, state: 'processing', claimedAt: new Date() });
        return 'claimed';
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
      const existing = await this.model.findById(event.id).lean<WebhookEventDoc>().exec();
      if (existing && existing.state !== 'processing') return 'done';
      if (existing?.claimedAt && existing.claimedAt.getTime() < Date.now() - WEBHOOK_CLAIM_STALE_MS) {
        await this.model.deleteOne({ _id: event.id, state: 'processing', claimedAt: existing.claimedAt }).exec();
        continue;
      }
      if (existing && Date.now() >= deadline) return 'in-flight';
      if (existing) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The claimed event was handled: later deliveries are duplicates. */
  async complete(id: string): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { state: 'done', processedAt: new Date() } }).exec();
  }

  /** Handling failed: free the claim so the provider's retry handles the event again. */
  async release(id: string): Promise<void> {
    await this.model.deleteOne({ _id: id, state: 'processing' }).exec();
  }

  /** The last provider event handled from the given sources (newest first). */
  lastFrom(sources: string[]): Promise<WebhookEventDoc | null> {
    return this.model
      .findOne({ source: { $in: sources }, state: { $ne: 'processing' } })
      .sort({ processedAt: -1 })
      .lean<WebhookEventDoc>()
      .exec();
  }
}
