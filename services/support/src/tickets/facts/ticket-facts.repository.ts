import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { insertOnce } from '@liquify/mongo';
import { Model } from 'mongoose';
import { BACKFILL_MARKER, TICKET_FACT_MODEL } from './ticket-fact.schema';
import { TicketFactDoc, TicketMetric } from './ticket-facts.rules';

/** The recorded ticket facts: written once each (their id names them), counted per UTC day. */
@Injectable()
export class TicketFactsRepository {
  constructor(@InjectModel(TICKET_FACT_MODEL) private readonly model: Model<TicketFactDoc>) {}

  /** Records facts; one already recorded is left as it is. */
  record(facts: TicketFactDoc[]): Promise<void> {
    return insertOnce(this.model, facts);
  }

  /** How many facts of each metric happened on each UTC day within [from, to]. */
  async countsBetween(
    from: Date,
    to: Date,
  ): Promise<Array<{ metric: TicketMetric; day: string; count: number }>> {
    const rows = await this.model
      .aggregate<{ _id: { metric: TicketMetric; day: string }; count: number }>([
        { $match: { at: { $gte: from, $lte: to } } },
        { $group: { _id: { metric: '$metric', day: '$day' }, count: { $sum: 1 } } },
      ])
      .exec();
    return rows.map((r) => ({ metric: r._id.metric, day: r._id.day, count: r.count }));
  }

  async backfilled(): Promise<boolean> {
    return (await this.model.countDocuments({ _id: BACKFILL_MARKER }).exec()) > 0;
  }

  async markBackfilled(at: Date): Promise<void> {
    await this.model
      .updateOne(
        { _id: BACKFILL_MARKER },
        { $setOnInsert: { metric: 'marker', day: '', at } },
        { upsert: true },
      )
      .exec();
  }
}
