/** The ticket's thread on the admin ticket page: the description, replies and internal notes (staff only) in time order. */
import { Lock } from 'lucide-react';
import type { AdminTicketDto } from '@liquify/contracts';
import { threadOf } from '../ticket-page';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function TicketThread({ ticket }: { ticket: AdminTicketDto }) {
  const thread = threadOf(ticket.messages, ticket.notes);
  return (
    <ol aria-label="Conversation" className="space-y-3">
      <li className="rounded-xl border border-slate-200 bg-white p-4">
        <p className="text-sm font-semibold text-slate-900">
          {ticket.user.name} <span className="font-normal text-slate-600">· {when(ticket.createdAt)}</span>
        </p>
        <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">{ticket.description}</p>
      </li>
      {thread.map((entry) =>
        entry.kind === 'note' ? (
          <li key={`n-${entry.note._id}`} aria-label="Internal note" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-amber-900">
              <Lock aria-hidden="true" className="h-4 w-4" />
              Internal note · {entry.note.author.name}
              <span className="font-normal text-amber-800">· {when(entry.note.createdAt)} · staff only</span>
            </p>
            <p className="mt-2 whitespace-pre-wrap break-words text-sm text-amber-950">{entry.note.content}</p>
          </li>
        ) : (
          <li key={`m-${entry.message._id}`} className={`rounded-xl border p-4 ${entry.message.isAdmin ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-white'}`}>
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
              {entry.message.author.name}
              {entry.message.isAdmin ? <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">Support</span> : null}
              <span className="font-normal text-slate-600">· {when(entry.message.createdAt)}</span>
            </p>
            <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">{entry.message.content}</p>
          </li>
        ),
      )}
    </ol>
  );
}
