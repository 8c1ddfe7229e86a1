import { Injectable } from '@nestjs/common';
import { OutboxEntry } from '@liquify/kafka';
import { retryOnRevisionConflict, REVISION_CONFLICT } from '@liquify/mongo';
import { Types } from 'mongoose';
import { NoteCreateRequest, NoteSaved, NoteUpdateRequest } from './notes.contract';
import { NotesErrors } from './notes.errors';
import { NoteDoc } from './note.schema';
import { NotesRepository } from './notes.repository';

export const PRODUCER = 'notes';

export const toNote = (doc: NoteDoc) => ({ id: doc._id.toHexString(), userId: doc.userId, title: doc.title, body: doc.body, revision: doc.revision });
export type Note = ReturnType<typeof toNote>;

/** The rules of notes; answers plain data (the controller wraps it in the envelope). */
@Injectable()
export class NotesService {
  constructor(private readonly notes: NotesRepository) {}

  async list(userId: string, limit: number): Promise<Note[]> {
    return (await this.notes.list(userId, limit)).map(toNote);
  }

  async create(userId: string, input: NoteCreateRequest): Promise<Note> {
    const doc: NoteDoc = { _id: new Types.ObjectId(), userId, title: input.title, body: input.body, revision: 0, deletedAt: null };
    const created = await this.notes.create(doc, OutboxEntry.of(NoteSaved, toNote(doc), PRODUCER));
    if (!created) throw NotesErrors.TITLE_TAKEN();
    return toNote(created);
  }

  /** Read, check ownership, write at the revision read; re-run when someone else wrote meanwhile (409 after 8 tries). */
  async update(userId: string, id: string, input: NoteUpdateRequest): Promise<Note> {
    return this.notes.withLock(id, () =>
      retryOnRevisionConflict(async () => {
        const current = await this.notes.findById(id);
        if (!current || current.userId !== userId) throw NotesErrors.NOTE_NOT_FOUND();
        const next = { ...current, ...input, revision: current.revision + 1 };
        const written = await this.notes.updateAtRevision(current._id, current.revision, input, OutboxEntry.of(NoteSaved, toNote(next), PRODUCER));
        if (written === 'taken') throw NotesErrors.TITLE_TAKEN();
        return written === 'conflict' ? REVISION_CONFLICT : toNote(next);
      }),
    );
  }
}
