import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { WEBHOOK_EVENT_MODEL, WebhookEventDoc } from './webhook-events.schema';
import { isDuplicateKeyError } from '@liquify/mongo';

@Injectable()
export class WebhookEventsRepository {
  constructor(@InjectModel(WEBHOOK_EVENT_MODEL) private readonly model: Model<WebhookEventDoc>) {}

  async isProcessed(id: string): Promise<boolean> {
    return (await this.model.countDocuments({ _id: id }).exec()) > 0;
  }

  async markProcessed(event: { id: string; type: string; created: number }, source: string): Promise<void> {
    try {
      await this.model.create({ _id: event.id, type: event.type, created: event.created, source });
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
  }

  /** The last provider event received from the given sources (newest first). */
  lastFrom(sources: string[]): Promise<WebhookEventDoc | null> {
    return this.model.findOne({ source: { $in: sources } }).sort({ processedAt: -1 }).lean<WebhookEventDoc>().exec();
  }
}
