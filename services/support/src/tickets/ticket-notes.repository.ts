import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { TICKET_NOTE_MODEL, TicketNoteDoc } from './ticket-note.schema';

/** Staff's internal notes on tickets, oldest first. */
@Injectable()
export class TicketNotesRepository {
  constructor(@InjectModel(TICKET_NOTE_MODEL) private readonly model: Model<TicketNoteDoc>) {}

  async add(note: Omit<TicketNoteDoc, '_id'>): Promise<TicketNoteDoc> {
    const doc: TicketNoteDoc = { _id: new Types.ObjectId(), ...note };
    await this.model.create(doc);
    return doc;
  }

  of(ticketId: string): Promise<TicketNoteDoc[]> {
    return this.model.find({ ticketId }).sort({ createdAt: 1, _id: 1 }).lean<TicketNoteDoc[]>().exec();
  }

  async deleteOf(ticketIds: readonly string[]): Promise<void> {
    await this.model.deleteMany({ ticketId: { $in: [...ticketIds] } }).exec();
  }
}
