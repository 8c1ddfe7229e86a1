import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { TICKET_STATUSES, TicketOpened, TicketResolved, TicketStatus, TicketStatusCounts } from '@liquify/contracts';
import { OUTBOX_FIELD, OutboxEntry, outboxField, OutboxRelay, outboxSet } from '@liquify/kafka';
import { isDuplicateKeyError } from '@liquify/mongo';
import { RedisLocks } from '@liquify/redis';
import { TICKET_MODEL, TicketDoc } from './ticket.schema';

export type TicketQuery = Record<string, unknown>;
export type TicketSort = Record<string, 1 | -1>;

const OBJECT_ID = /^[a-f0-9]{24}$/i;
/** Lists carry no thread. */
const WITHOUT_THREAD = { messages: 0 } as const;

const PRODUCER = 'support';

/**
 * All I/O of tickets. Writes that depend on what was read are conditional on it (optimistic). Opening and
 * resolving a ticket publish support.ticket.opened/resolved.v1 through the ticket's outbox, in the same write.
 */
@Injectable()
export class TicketsRepository implements OnModuleInit {
  constructor(
    @InjectModel(TICKET_MODEL) private readonly model: Model<TicketDoc>,
    private readonly relay: OutboxRelay,
    private readonly locks: RedisLocks,
  ) {}

  onModuleInit() {
    // The relay clears published events under the ticket writers' lock: on FerretDB 1.24 its `$unset` landing
    // with a reply could write the ticket back without that reply (found by `npm run chaos`).
    this.relay.register(this.model, { lock: (id, work) => this.withLock(String(id), work) });
  }

  /** One writer at a time per ticket, across replicas (TicketWriter and the outbox relay). */
  withLock<T>(ticketId: string, work: () => Promise<T>): Promise<T> {
    return this.locks.documents('ticket')(ticketId, work);
  }

  newId(): Types.ObjectId {
    return new Types.ObjectId();
  }

  /** The new ticket with its opened event; null when a ticket with its `_id` exists (a keyed create sent again). */
  async create(doc: TicketDoc): Promise<TicketDoc | null> {
    const opened = OutboxEntry.of(TicketOpened, { ticketId: String(doc._id), at: doc.createdAt.toISOString() }, PRODUCER);
    let created;
    try {
      created = await this.model.create({ ...doc, _outbox: outboxField(opened) });
    } catch (err) {
      if (isDuplicateKeyError(err)) return null;
      throw err;
    }
    this.relay.kick(this.model, [doc._id]);
    const { [OUTBOX_FIELD]: _pending, ...ticket } = created.toObject() as TicketDoc & { [OUTBOX_FIELD]?: unknown };
    return ticket as TicketDoc;
  }

  findById(id: string): Promise<TicketDoc | null> {
    if (!OBJECT_ID.test(id)) return Promise.resolve(null);
    return this.model.findOne({ _id: new Types.ObjectId(id) }).lean<TicketDoc>().exec();
  }

  /**
   * Applies `set` only if the ticket is still as it was read (same status and thread length): the answer is
   * the updated ticket, or null when it changed meanwhile (or is gone) and the caller must read it again.
   */
  async updateIfUnchanged(read: Pick<TicketDoc, '_id' | 'status' | 'messageCount'>, set: Partial<TicketDoc>): Promise<TicketDoc | null> {
    // Entering resolved sets resolvedAt (ticket-changes.util): that resolution is a fact of the day.
    const resolved = set.resolvedAt instanceof Date ? OutboxEntry.of(TicketResolved, { ticketId: String(read._id), at: set.resolvedAt.toISOString() }, PRODUCER) : null;
    // '+_outbox': FerretDB 1.24's findAndModify takes no projection, and the outbox is hidden by default.
    const updated = await this.model
      .findOneAndUpdate({ _id: read._id, status: read.status, messageCount: read.messageCount }, { $set: resolved ? { ...set, ...outboxSet(resolved) } : set }, { new: true })
      .select(`+${OUTBOX_FIELD}`)
      .lean<TicketDoc & { [OUTBOX_FIELD]?: unknown }>()
      .exec();
    if (!updated) return null;
    if (resolved) this.relay.kick(this.model, [read._id]);
    const { [OUTBOX_FIELD]: _pending, ...ticket } = updated;
    return ticket;
  }

  async page(query: TicketQuery, sort: TicketSort, page: number, limit: number): Promise<{ items: TicketDoc[]; total: number }> {
    const [items, total] = await Promise.all([
      this.model
        .find(query, WITHOUT_THREAD)
        .sort(sort)
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<TicketDoc[]>()
        .exec(),
      this.model.countDocuments(query).exec(),
    ]);
    return { items, total };
  }

  /** Tickets per status among those matching `query` (all = every status). */
  async statusCounts(query: TicketQuery): Promise<TicketStatusCounts> {
    const rows = await this.model.aggregate<{ _id: TicketStatus; count: number }>([{ $match: query }, { $group: { _id: '$status', count: { $sum: 1 } } }]).exec();
    const counts = { all: 0, open: 0, in_progress: 0, pending: 0, resolved: 0, closed: 0 } as TicketStatusCounts;
    for (const row of rows) {
      if ((TICKET_STATUSES as readonly string[]).includes(row._id)) counts[row._id] = row.count;
      counts.all += row.count;
    }
    return counts;
  }

  async deleteMany(ids: readonly string[]): Promise<number> {
    const result = await this.model.deleteMany({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) } }).exec();
    return result.deletedCount;
  }

  /** Creation and first staff reply of tickets created in [from, to] that got one. */
  async firstResponses(from: Date, to: Date): Promise<Array<{ createdAt: Date; firstResponseAt: Date }>> {
    return this.model
      .find({ createdAt: { $gte: from, $lte: to }, firstResponseAt: { $ne: null } }, { createdAt: 1, firstResponseAt: 1 })
      .lean<Array<{ createdAt: Date; firstResponseAt: Date }>>()
      .exec();
  }

  /** The ratings given in [from, to] (issue #24 item 10: the help centre's satisfaction). */
  async ratingsBetween(from: Date, to: Date): Promise<Array<{ helpful: boolean }>> {
    const docs = await this.model
      .find({ 'rating.ratedAt': { $gte: from, $lte: to } }, { rating: 1 })
      .lean<Array<Pick<TicketDoc, 'rating'>>>()
      .exec();
    return docs.flatMap((d) => (d.rating ? [{ helpful: d.rating.helpful }] : []));
  }

  /** Tickets waiting on support now: how many, and the oldest wait. */
  async waiting(): Promise<{ count: number; oldestSince: Date | null }> {
    const query = { waitingSince: { $ne: null } };
    const [count, oldest] = await Promise.all([
      this.model.countDocuments(query).exec(),
      this.model.findOne(query, { waitingSince: 1 }).sort({ waitingRank: 1 }).lean<Pick<TicketDoc, 'waitingSince'>>().exec(),
    ]);
    return { count, oldestSince: oldest?.waitingSince ?? null };
  }
}
