/**
 * The admin ticket page's two boxes: a reply to the customer (as the Support Team) and an internal note (staff
 * only). Each is a react-hook-form whose resolver is the support contract's own rule for that body's text
 * (ticketReplyRequestSchema's message, ticketNoteRequestSchema's content), so the box shows the server's messages.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { canReply, ticketNoteRequestSchema, ticketReplyRequestSchema, type AdminTicketDto } from '@liquify/contracts';
import { Button, TextAreaField } from '@liquify/ui';

interface ComposerInput {
  content: unknown;
}
interface ComposerOutput {
  content: string;
}

const replySchema: z.ZodType<ComposerOutput, ComposerInput> = z.object({ content: ticketReplyRequestSchema.out.shape.message });
const noteSchema: z.ZodType<ComposerOutput, ComposerInput> = z.object({ content: ticketNoteRequestSchema.shape.content });

function Composer({ label, submitLabel, busy, disabledReason, schema, onSubmit, tone }: {
  label: string;
  submitLabel: string;
  busy: boolean;
  disabledReason?: string;
  schema: z.ZodType<ComposerOutput, ComposerInput>;
  onSubmit: (text: string) => Promise<unknown>;
  tone: 'reply' | 'note';
}) {
  const form = useForm<ComposerInput, unknown, ComposerOutput>({ resolver: zodResolver(schema), defaultValues: { content: '' } });
  const text = String(form.watch('content') ?? '');
  const submit = form.handleSubmit(async ({ content }) => {
    try {
      await onSubmit(content);
      form.reset({ content: '' });
    } catch {
      // the page's banner says why; the text stays to retry
    }
  });
  return (
    <form aria-label={tone === 'note' ? 'New internal note' : 'New reply'} onSubmit={submit} className={`rounded-xl border p-4 ${tone === 'note' ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white'}`}>
      {disabledReason ? (
        <p className="text-sm text-slate-700">{disabledReason}</p>
      ) : (
        <>
          <TextAreaField label={label} rows={3} error={form.formState.errors.content?.message} {...form.register('content')} />
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
        schema={replySchema}
        onSubmit={onReply}
      />
      <Composer key={`note-${ticket._id}`} tone="note" label="Internal note (staff only)" submitLabel="Add note" busy={noting} schema={noteSchema} onSubmit={onNote} />
    </div>
  );
}
