import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { OutboxEntry, outboxField, OutboxRelay, outboxSet } from '@liquify/kafka';
import { isDuplicateKeyError, whereFields } from '@liquify/mongo';
import { RedisLocks } from '@liquify/redis';
import type { Model } from 'mongoose';
import { Types } from 'mongoose';
import { NOTE_MODEL, NoteDoc } from './note.schema';

const LIVE = { deletedAt: null };

/** All I/O of notes: every state change writes its event in the same single-document write. */
@Injectable()
export class NotesRepository implements OnModuleInit {
  constructor(
    @InjectModel(NOTE_MODEL) private readonly model: Model<NoteDoc>,
    private readonly relay: OutboxRelay,
    private readonly locks: RedisLocks,
  ) {}

  onModuleInit() {
    // The relay takes the writers' lock of each note it clears (FerretDB: see RelayRegistration.lock).
    this.relay.register(this.model, { lock: (id, work) => this.locks.withLock(`note:${id}`, work) });
  }

  withLock<T>(id: string, work: () => Promise<T>) {
    return this.locks.withLock(`note:${id}`, work);
  }

  /** By id alone, its state checked after (libs/mongo whereFields): the one filter FerretDB answers from an index. */
  async findById(id: string) {
    return Types.ObjectId.isValid(id) ? whereFields(await this.model.findOne({ _id: id }).lean<NoteDoc>().exec(), LIVE) : null;
  }

  list(userId: string, limit: number) {
    return this.model.find({ userId, ...LIVE }).sort({ _id: 1 }).limit(limit).lean<NoteDoc[]>().exec();
  }

  count(userId: string) {
    return this.model.countDocuments({ userId, ...LIVE }).exec();
  }

  /** Answers null when the user already has a note with this title. */
  async create(doc: Omit<NoteDoc, 'deletedAt' | 'revision'>, event: OutboxEntry): Promise<NoteDoc | null> {
    try {
      const created = await this.model.create({ ...doc, revision: 0, _outbox: outboxField(event) });
      // Naming the document written: the relay reads it by id instead of scanning the collection.
      this.relay.kick(this.model, [created._id]);
      return created.toObject();
    } catch (err) {
      if (isDuplicateKeyError(err)) return null;
      throw err;
    }
  }

  /** Writes if the note is still at `revision`: 'conflict' when someone wrote in between, 'taken' for a duplicate title. */
  async updateAtRevision(id: Types.ObjectId, revision: number, changes: Partial<NoteDoc>, event: OutboxEntry): Promise<'written' | 'conflict' | 'taken'> {
    try {
      const result = await this.model.updateOne({ _id: id, revision, ...LIVE }, { $set: { ...changes, revision: revision + 1, ...outboxSet(event) } }).exec();
      if (result.modifiedCount === 0) return 'conflict';
      this.relay.kick(this.model, [id]);
      return 'written';
    } catch (err) {
      if (isDuplicateKeyError(err)) return 'taken';
      throw err;
    }
  }
}
