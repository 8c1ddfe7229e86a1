import { defineErrors } from '@liquify/http';

export const NotesErrors = defineErrors({
  NOTE_NOT_FOUND: { status: 404, message: 'Note not found' },
  TITLE_TAKEN: { status: 409, message: 'You already have a note with this title' },
});
