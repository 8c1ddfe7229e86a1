import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FilterQuery, Model, SortOrder } from 'mongoose';
import { TICKET_MODEL, TicketDoc } from './ticket.schema';

/** The fields a ticket export reads (never the thread). */
const EXPORT_FIELDS = 'shortId title status priority category userName userEmail assigneeName tags messageCount createdAt updatedAt';

/** Reads tickets for the CSV export (issue #25 item 12): a cursor over the list's filter, never all in memory. */
@Injectable()
export class TicketExportRepository {
  constructor(@InjectModel(TICKET_MODEL) private readonly model: Model<TicketDoc>) {}

  stream(filter: FilterQuery<TicketDoc>, sort: Record<string, SortOrder>): AsyncIterable<TicketDoc> {
    return this.model.find(filter).sort(sort).select(EXPORT_FIELDS).lean<TicketDoc[]>().cursor({ batchSize: 200 }) as unknown as AsyncIterable<TicketDoc>;
  }
}
