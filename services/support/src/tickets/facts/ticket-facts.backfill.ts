import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { inBatches } from '@liquify/mongo';
import { Seed, Seeder } from '@liquify/service';
import { Model } from 'mongoose';
import { TICKET_MODEL, TicketDoc } from '../ticket.schema';
import { ticketFactOf } from './ticket-facts.rules';
import { TicketFactsRepository } from './ticket-facts.repository';

const BATCH = 500;

/**
 * Once: the facts of the tickets stored before facts were recorded (their opening, their last resolution),
 * so the figures of the past stay as they were. Runs before the service serves (seeds), under the seeds
 * lease; ids shared with the events' facts make a ticket counted once either way.
 */
@Seeder('ticket facts backfill')
@Injectable()
export class TicketFactsBackfill implements Seed {
  constructor(
    @InjectModel(TICKET_MODEL) private readonly tickets: Model<TicketDoc>,
    private readonly facts: TicketFactsRepository,
  ) {}

  async run() {
    if (await this.facts.backfilled()) return;
    const tickets = this.tickets
      .find({}, { _id: 1, createdAt: 1, resolvedAt: 1 })
      .lean<Pick<TicketDoc, '_id' | 'createdAt' | 'resolvedAt'>[]>()
      .cursor();
    const count = await inBatches(tickets, BATCH, (batch) =>
      this.facts.record(
        batch.flatMap((t) => [
          ticketFactOf('opened', String(t._id), new Date(t.createdAt)),
          ...(t.resolvedAt ? [ticketFactOf('resolved', String(t._id), new Date(t.resolvedAt))] : []),
        ]),
      ),
    );
    await this.facts.markBackfilled(new Date());
    return count ? `${count} ticket(s)` : undefined;
  }
}
