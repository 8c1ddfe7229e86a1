import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { OUTBOX_FIELD } from '@liquify/kafka';
import type { Connection } from 'mongoose';
import { LiveInstances, scrapedGauge } from './scraped-gauge';

const live = new LiveInstances<OutboxMetrics>();

scrapedGauge(
  { name: 'liquify_outbox_pending_documents', help: 'Documents holding events the outbox relay has not published yet, per collection', labelNames: ['collection'] },
  async () => {
    const counts = await live.latest?.pending();
    return counts && [...counts].map(([collection, count]) => [{ collection }, count]);
  },
);

/** What the outbox relay still has to publish (libs/kafka outbox.ts: pending events live in `_outbox`). */
const PENDING = { [OUTBOX_FIELD]: { $exists: true, $ne: {} } };

/** The outbox backlog of every collection whose schema carries an outbox, counted when Prometheus scrapes. */
@Injectable()
export class OutboxMetrics implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('OutboxMetrics');

  constructor(@InjectConnection() private readonly connection: Connection) {}

  onModuleInit() {
    live.add(this);
  }

  onApplicationShutdown() {
    live.delete(this);
  }

  async pending(): Promise<Map<string, number> | undefined> {
    const models = Object.values(this.connection.models).filter((model) => model.schema.path(OUTBOX_FIELD));
    try {
      const counts = await Promise.all(models.map(async (model) => [model.collection.collectionName, await model.countDocuments(PENDING).maxTimeMS(2000).exec()] as const));
      return new Map(counts);
    } catch (err) {
      this.logger.warn(`outbox backlog not counted: ${(err as Error).message}`);
      return undefined;
    }
  }
}
