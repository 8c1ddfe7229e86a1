import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, submissionKeys } from '@liquify/api-client';
import { SUPPORT_TEAM_NAME, TICKET_CATEGORY_LABELS, TICKET_STATUS_LABELS, canRate, canReply, replyError } from '@liquify/contracts';
import { useApi, useSession } from '@liquify/session';
import { AlertBanner, Button, PageMeta, Spinner, useFormatters } from '@liquify/ui';
import { queryKeys } from '../../api/query-keys';
import { fetchTicket, replyToTicket } from './support.api';
import { StatusBadge } from './StatusBadge';
import { TicketRating } from './TicketRating';

/** Doc 2 §2: the short id is the last 6 characters of the id, uppercased. */
export const shortTicketId = (id: string) => id.slice(-6).toUpperCase();

/** /help/ticket/{ticketId}: the ticket, its thread, a reply form while it is neither closed nor resolved. */
export default function TicketPage() {
  const { ticketId = '' } = useParams();
  const api = useApi();
  const queryClient = useQueryClient();
  const format = useFormatters();
  const { user } = useSession();
  const ticket = useQuery({ queryKey: queryKeys.ticket(ticketId), queryFn: () => fetchTicket(api, ticketId), enabled: Boolean(ticketId) });
  const [reply, setReply] = useState('');
  // A reply sent again after a lost answer carries the same key: posted once.
  const replyKeys = useState(submissionKeys)[0];
  const send = useMutation({
    mutationFn: (message: string) => replyToTicket(api, ticketId, message, replyKeys.keyFor(`${ticketId}\n${message}`)),
    onSuccess: (updated, message) => {
      replyKeys.done(`${ticketId}\n${message}`);
      queryClient.setQueryData(queryKeys.ticket(ticketId), updated);
      void queryClient.invalidateQueries({ queryKey: queryKeys.allTickets });
      setReply('');
    },
    onError: (error) => console.error('[help] reply failed', error),
  });

  const back = (
    <Link to="/help?tab=tickets" className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to Help Center
    </Link>
  );

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <PageMeta title="Support Ticket" noindex />
      {back}
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Support Ticket</h1>
      {ticket.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading ticket" />
        </div>
      ) : ticket.isError ? (
        <div className="mt-6">
          <AlertBanner
            title={ticket.error instanceof ApiError && (ticket.error.status === 404 || ticket.error.status === 400) ? 'Ticket not found' : 'Failed to load ticket'}
            message={ticket.error instanceof ApiError && ticket.error.status === 404 ? 'This ticket does not exist or is not yours.' : ticket.error.message}
          />
        </div>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_18rem]">
          <div className="space-y-6">
            <section className="rounded-xl border border-slate-200 bg-white p-5">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="rounded bg-slate-100 px-2 py-0.5 font-mono font-semibold text-slate-800">#{shortTicketId(ticket.data._id)}</span>
                <StatusBadge status={ticket.data.status} />
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                  Priority: <span className="capitalize">{ticket.data.priority}</span>
                </span>
              </div>
              <h2 className="mt-3 text-xl font-semibold text-slate-900">{ticket.data.title}</h2>
              <p className="mt-1 text-sm text-slate-600">
                Created {format.dateTime(ticket.data.createdAt)} · {ticket.data.messageCount} {ticket.data.messageCount === 1 ? 'message' : 'messages'}
              </p>
              <p className="mt-4 whitespace-pre-wrap text-slate-800">{ticket.data.description}</p>
              {ticket.data.context ? (
                <p className="mt-3 text-sm text-slate-600">
                  About: <span className="font-medium text-slate-900">{ticket.data.context.title}</span>
                </p>
              ) : null}
            </section>

            <section aria-labelledby="thread-heading">
              <h2 id="thread-heading" className="text-lg font-semibold text-slate-900">
                Conversation
              </h2>
              {ticket.data.messages.length === 0 ? (
                <p className="mt-2 text-slate-600">No replies yet. Our team answers within 24 hours.</p>
              ) : (
                <ol className="mt-3 space-y-3">
                  {ticket.data.messages.map((message) => (
                    <li key={message._id} className={`rounded-xl border p-4 ${message.isAdmin ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-white'}`}>
                      <p className="flex flex-wrap items-center gap-2 text-sm">
                        <span className="font-semibold text-slate-900">{message.isAdmin ? SUPPORT_TEAM_NAME : message.author.name}</span>
                        {message.isAdmin ? (
                          <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                            <LifeBuoy aria-hidden="true" className="h-3 w-3" />
                            Support
                          </span>
                        ) : null}
                        <span className="text-slate-600">{format.dateTime(message.createdAt)}</span>
                      </p>
                      <p className="mt-2 whitespace-pre-wrap text-slate-800">{message.content}</p>
                    </li>
                  ))}
                </ol>
              )}
            </section>

            {canReply(ticket.data.status) ? (
              <form
                className="space-y-3"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (replyError(reply)) return;
                  send.mutate(reply.trim());
                }}
              >
                <label htmlFor="ticket-reply" className="block text-sm font-semibold text-slate-900">
                  Your reply
                </label>
                <textarea
                  id="ticket-reply"
                  rows={4}
                  value={reply}
                  onChange={(event) => setReply(event.target.value)}
                  className="w-full rounded-lg border border-slate-300 px-3.5 py-2.5 text-base text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
                />
                <Button type="submit" busy={send.isPending} disabled={reply.trim() === '' || send.isPending}>
                  {send.isPending ? 'Sending...' : 'Send Reply'}
                </Button>
              </form>
            ) : (
              <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">This ticket is {TICKET_STATUS_LABELS[ticket.data.status].toLowerCase()} and no longer accepts replies.</p>
            )}
            {canRate(ticket.data.status) && ticket.data.user._id === user?._id ? <TicketRating ticket={ticket.data} /> : null}
            {ticket.data.user._id !== user?._id && ticket.data.rating ? (
              <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
                <span className="font-semibold">Customer feedback: </span>
                {ticket.data.rating.helpful ? '👍 It solved the problem' : '👎 It did not solve the problem'}
                {ticket.data.rating.comment ? ` — “${ticket.data.rating.comment}”` : ''}
              </p>
            ) : null}
          </div>

          <aside aria-labelledby="details-heading" className="h-fit rounded-xl border border-slate-200 bg-white p-5 text-sm">
            <h2 id="details-heading" className="font-semibold text-slate-900">
              Ticket details
            </h2>
            <dl className="mt-3 space-y-2">
              <div>
                <dt className="text-slate-600">Ticket ID</dt>
                <dd className="break-all font-mono text-slate-900">{ticket.data._id}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Category</dt>
                <dd className="text-slate-900">{TICKET_CATEGORY_LABELS[ticket.data.category]}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Last updated</dt>
                <dd className="text-slate-900">{format.dateTime(ticket.data.updatedAt)}</dd>
              </div>
            </dl>
            <Link to="/help" className="mt-4 inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline">
              Visit the Help Center
            </Link>
          </aside>
        </div>
      )}
    </main>
  );
}
