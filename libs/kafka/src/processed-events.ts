import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import { Schema } from 'mongoose';
import { isDuplicateKeyError } from '@liquify/mongo';

/** Remembers processed event ids per consumer group, so a redelivered event changes nothing. */
export interface ProcessedEventStore {
  has(group: string, eventId: string): Promise<boolean>;
  remember(group: string, eventId: string, topic: string): Promise<void>;
}

const processedSchema = new Schema(
  { _id: { type: String }, topic: String, processedAt: { type: Date, default: () => new Date() } },
  { versionKey: false, collection: 'processed_events' },
);

@Injectable()
export class MongoProcessedEventStore implements ProcessedEventStore {
  private readonly model: Model<{ _id: string; topic: string; processedAt: Date }>;

  constructor(@InjectConnection() connection: Connection) {
    this.model = (connection.models.ProcessedEvent as never) ?? connection.model('ProcessedEvent', processedSchema);
  }

  async has(group: string, eventId: string) {
    return (await this.model.countDocuments({ _id: `${group}:${eventId}` }).exec()) > 0;
  }

  async remember(group: string, eventId: string, topic: string) {
    try {
      await this.model.create({ _id: `${group}:${eventId}`, topic });
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
  }
}

/** In-memory store for unit tests of consumers. */
export class MemoryProcessedEventStore implements ProcessedEventStore {
  private readonly seen = new Set<string>();
  async has(group: string, eventId: string) {
    return this.seen.has(`${group}:${eventId}`);
  }
  async remember(group: string, eventId: string) {
    this.seen.add(`${group}:${eventId}`);
  }
}
