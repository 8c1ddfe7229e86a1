import { canSeeInternalNotes, canUseDesk, isAssignableRole, noteError, SupportDeskMessages, TICKET_NOTE_MAX } from './support-desk.rules';

describe('support desk rules', () => {
  it.each([
    ['admin', true, true, true],
    ['moderator', false, true, true],
    ['user', false, false, false],
    [null, false, false, false],
    [undefined, false, false, false],
  ] as const)('role %s: desk %s, assignable %s, sees notes %s', (role, desk, assignable, notes) => {
    expect(canUseDesk(role)).toBe(desk);
    expect(isAssignableRole(role)).toBe(assignable);
    expect(canSeeInternalNotes(role)).toBe(notes);
  });

  it('requires a note with text, at most the maximum once trimmed', () => {
    expect(noteError(undefined)).toBe(SupportDeskMessages.noteRequired);
    expect(noteError(42)).toBe(SupportDeskMessages.noteRequired);
    expect(noteError('')).toBe(SupportDeskMessages.noteRequired);
    expect(noteError('   \n ')).toBe(SupportDeskMessages.noteRequired);
    expect(noteError('x')).toBeUndefined();
    expect(noteError(`  ${'x'.repeat(TICKET_NOTE_MAX)}  `)).toBeUndefined();
    expect(noteError('x'.repeat(TICKET_NOTE_MAX + 1))).toBe(SupportDeskMessages.noteTooLong);
  });
});
