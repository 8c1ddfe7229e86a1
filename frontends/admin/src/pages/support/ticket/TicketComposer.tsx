/** The admin ticket page's two boxes: a reply to the customer (as the Support Team) and an internal note (staff only). */
import { useState, type FormEvent } from 'react';
import { canReply, noteError, replyError, type AdminTicketDto } from '@liquify/contracts';
import { Button, TextAreaField } from '@liquify/ui';

function Composer({ label, submitLabel, busy, disabledReason, validate, onSubmit, tone }: {
  label: string;
  submitLabel: string;
  busy: boolean;
  disabledReason?: string;
  validate: (text: string) => string | undefined;
  onSubmit: (text: string) => Promise<unknown>;
  tone: 'reply' | 'note';
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(text);
    setError(problem);
    if (problem) return;
    try {
      await onSubmit(text.trim());
      setText('');
    } catch {
      // the page's banner says why; the text stays to retry
    }
  };
  return (
    <form aria-label={tone === 'note' ? 'New internal note' : 'New reply'} onSubmit={submit} className={`rounded-xl border p-4 ${tone === 'note' ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white'}`}>
      {disabledReason ? (
        <p className="text-sm text-slate-700">{disabledReason}</p>
      ) : (
        <>
          <TextAreaField label={label} rows={3} value={text} error={error} onChange={(e) => setText(e.target.value)} />
          <div className="mt-3 flex justify-end">
            <Button type="submit" variant={tone === 'note' ? 'secondary' : 'primary'} disabled={busy || text.trim() === ''}>
              {busy ? 'Sending...' : submitLabel}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}

export function TicketComposer({ ticket, replying, noting, onReply, onNote }: {
  ticket: AdminTicketDto;
  replying: boolean;
  noting: boolean;
  onReply: (text: string) => Promise<unknown>;
  onNote: (text: string) => Promise<unknown>;
}) {
  return (
    <div className="space-y-3">
      <Composer
        key={`reply-${ticket._id}`}
        tone="reply"
        label="Reply to the customer"
        submitLabel="Send reply"
        busy={replying}
        disabledReason={canReply(ticket.status) ? undefined : 'This ticket is resolved or closed: set it back to Open or In Progress to reply.'}
        validate={replyError}
        onSubmit={onReply}
      />
      <Composer key={`note-${ticket._id}`} tone="note" label="Internal note (staff only)" submitLabel="Add note" busy={noting} validate={noteError} onSubmit={onNote} />
    </div>
  );
}
