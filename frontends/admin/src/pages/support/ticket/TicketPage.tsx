/**
 * /admin/support/tickets/{id} — the admin's ticket page (issue #25 item 4): the thread with internal notes
 * (staff only), the reply and note boxes, status / priority / category / tags / assignee, the customer's
 * context, and Previous / Next through the list the admin came from (keys k and j).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { submissionKeys } from '@liquify/api-client';
import { Link, useParams } from 'react-router';
import { TICKET_STATUS_LABELS, type AdminTicketDto, type TicketUpdates } from '@liquify/contracts';
import { useToast } from '@liquify/ui';
import { useApi } from '@liquify/session';
import { adminKeys } from '../../../api/query-keys';
import { supportApi } from '../../../api/support';
import { ActionError, ListStates } from '../../../components/ListControls';
import { TicketComposer } from './TicketComposer';
import { TicketSidebar } from './TicketSidebar';
import { TicketThread } from './TicketThread';
import { useTicketNeighbours } from './use-ticket-neighbours';

const navClass = 'inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50';
const navDisabledClass = 'inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-200 bg-slate-50 px-3 text-sm font-semibold text-slate-400';

function NavLink({ href, label, shortcut, children }: { href: string | null; label: string; shortcut: string; children: React.ReactNode }) {
  if (!href) {
    return (
      <span aria-disabled="true" aria-label={label} className={navDisabledClass}>
        {children}
      </span>
    );
  }
  return (
    <Link to={href} aria-label={label} aria-keyshortcuts={shortcut} title={`${label} (${shortcut})`} className={navClass}>
      {children}
    </Link>
  );
}

export default function TicketPage() {
  const { id = '' } = useParams();
  const support = supportApi(useApi());
  const toast = useToast();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const nav = useTicketNeighbours(id);
  const key = adminKeys.support.ticket(id);
  const ticket = useQuery({ queryKey: key, queryFn: () => support.ticket(id) });
  const staff = useQuery({ queryKey: adminKeys.support.staff, queryFn: () => support.staff() });

  const changed = (next: AdminTicketDto) => {
    setError(null);
    queryClient.setQueryData(key, next);
    for (const queryKey of [adminKeys.support.tickets, ...adminKeys.notifications.scope]) void queryClient.invalidateQueries({ queryKey });
  };
  const fail = (e: Error) => setError(e.message);
  const update = useMutation({ mutationFn: (updates: Partial<TicketUpdates>) => support.updateTicket(id, updates), onSuccess: (next) => (changed(next), toast.success('Ticket updated')), onError: fail });
  // A reply sent again after a lost answer carries the same key: posted once.
  const replyKeys = useState(submissionKeys)[0];
  const reply = useMutation({
    mutationFn: (text: string) => support.reply(id, text, replyKeys.keyFor(`${id}\n${text}`)),
    onSuccess: (next, text) => (replyKeys.done(`${id}\n${text}`), changed(next), toast.success('Reply sent')),
    onError: fail,
  });
  const note = useMutation({ mutationFn: (text: string) => support.addNote(id, text), onSuccess: (next) => (changed(next), toast.success('Note added')), onError: fail });

  const data = ticket.data;
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Link to={nav.backHref} className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to tickets
        </Link>
        <nav aria-label="Ticket navigation" className="flex items-center gap-2">
          <span className="hidden text-xs text-slate-500 lg:inline">
            Keys: <kbd className="rounded border border-slate-300 px-1 font-mono">k</kbd> previous, <kbd className="rounded border border-slate-300 px-1 font-mono">j</kbd> next
          </span>
          {nav.position ? (
            <span className="text-sm text-slate-600">
              {nav.position.index} of {nav.position.total}
            </span>
          ) : null}
          <NavLink href={nav.previous} label="Previous ticket" shortcut="K">
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            Previous
          </NavLink>
          <NavLink href={nav.next} label="Next ticket" shortcut="J">
            Next
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </NavLink>
        </nav>
      </div>
      <ListStates pending={ticket.isPending} error={ticket.error} empty={false} loadingLabel="Loading ticket" emptyText="">
        {data ? (
          <>
            <header className="mb-4">
              <p className="flex flex-wrap items-center gap-2 text-xs">
                <span className="rounded bg-slate-100 px-2 py-0.5 font-mono font-semibold text-slate-800">#{data.shortId}</span>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700">{TICKET_STATUS_LABELS[data.status]}</span>
              </p>
              <h1 className="mt-2 break-words text-2xl font-bold text-slate-900">{data.title}</h1>
            </header>
            <ActionError error={error} onDismiss={() => setError(null)} />
            <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
              <div className="min-w-0 space-y-4">
                <TicketThread ticket={data} />
                <TicketComposer ticket={data} replying={reply.isPending} noting={note.isPending} onReply={(text) => reply.mutateAsync(text)} onNote={(text) => note.mutateAsync(text)} />
              </div>
              <TicketSidebar ticket={data} staff={staff.data ?? []} busy={update.isPending} onChange={(updates) => update.mutate(updates)} />
            </div>
          </>
        ) : null}
      </ListStates>
    </div>
  );
}
