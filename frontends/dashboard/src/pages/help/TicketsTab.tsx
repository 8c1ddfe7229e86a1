import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, submissionKeys } from '@liquify/api-client';
import {
  DEFAULT_TICKET_CATEGORY,
  DEFAULT_TICKET_PRIORITY,
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_DESCRIPTION_MAX,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  validateTicketDraft,
  type TicketCategory,
  type TicketDraftErrors,
  type TicketPriority,
  type TicketStatus,
} from '@liquify/contracts';
import { useApi } from '@liquify/session';
import { AlertBanner, Button, Spinner, TextField, useFormatters } from '@liquify/ui';
import { StatusBadge } from './StatusBadge';
import { queryKeys } from '../../api/query-keys';
import { createTicket, fetchTicketContext, fetchTickets, ticketListQuery } from './support.api';

const CHIPS: Array<TicketStatus | 'all'> = ['all', 'open', 'in_progress', 'resolved'];
const chipLabel = (s: TicketStatus | 'all') => (s === 'all' ? 'All' : TICKET_STATUS_LABELS[s]);
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const TICKET_MESSAGES = {
  none: "You don't have any support tickets yet.",
  noneWithStatus: (status: string) => `No ${status} tickets found.`,
  error: (message: string) => `Error loading tickets: ${message}`,
  createFailed: 'Failed to create ticket',
} as const;

interface Draft {
  title: string;
  description: string;
  category: TicketCategory;
  priority: TicketPriority;
  context: string;
}
const EMPTY: Draft = { title: '', description: '', category: DEFAULT_TICKET_CATEGORY, priority: DEFAULT_TICKET_PRIORITY, context: '' };

/** 'My Support Tickets': status chips with counts, the new-ticket form (doc 2 §5) and the list. */
export function TicketsTab({ formOpen, onFormOpenChange }: { formOpen: boolean; onFormOpenChange(open: boolean): void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const format = useFormatters();
  const [status, setStatus] = useState<TicketStatus | 'all'>('all');
  const tickets = useQuery({ queryKey: queryKeys.tickets(ticketListQuery(status)), queryFn: () => fetchTickets(api, status) });
  const context = useQuery({ queryKey: queryKeys.ticketContext, queryFn: () => fetchTicketContext(api), enabled: formOpen });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<TicketDraftErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ticketKeys = useState(submissionKeys)[0];

  const submit = async () => {
    const found = validateTicketDraft(draft);
    setErrors(found);
    if (found.title || found.description) return;
    const [type, ...rest] = draft.context.split(':');
    setBusy(true);
    setSubmitError(null);
    const body = {
      title: draft.title.trim(),
      description: draft.description.trim(),
      category: draft.category,
      priority: draft.priority,
      ...(draft.context ? { context: { type, id: rest.join(':') } } : {}),
    };
    // The same ticket sent again after a lost answer carries the same key: opened once.
    const content = JSON.stringify(body);
    try {
      await createTicket(api, body, ticketKeys.keyFor(content));
      ticketKeys.done(content);
      // The form resets, then the list shows and tickets reload (doc 2 §4).
      setDraft(EMPTY);
      onFormOpenChange(false);
      setStatus('all');
      await queryClient.invalidateQueries({ queryKey: queryKeys.allTickets });
    } catch (error) {
      setSubmitError((error instanceof ApiError && error.serverMessage) || TICKET_MESSAGES.createFailed);
    } finally {
      setBusy(false);
    }
  };

  const counts = tickets.data?.counts;
  const contextGroups = context.data
    ? ([
        ['My library', context.data.libraryEntries],
        ['My stores', context.data.stores],
      ] as const)
    : [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">My Support Tickets</h2>
        <Button onClick={() => onFormOpenChange(!formOpen)}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          New Ticket
        </Button>
      </div>

      {formOpen ? (
        <form
          noValidate
          aria-label="New ticket"
          className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {submitError ? <AlertBanner title="Ticket not created" message={submitError} onDismiss={() => setSubmitError(null)} /> : null}
          <TextField label="Subject" value={draft.title} error={errors.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="ticket-description" className="text-sm font-medium text-slate-700">
              Description
            </label>
            <textarea
              id="ticket-description"
              rows={5}
              value={draft.description}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={`ticket-description-count${errors.description ? ' ticket-description-error' : ''}`}
              onChange={(e) => setDraft({ ...draft, description: e.target.value })}
              className={`w-full rounded-lg border px-3.5 py-2.5 text-base text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 ${errors.description ? 'border-red-400' : 'border-slate-300'}`}
            />
            <p id="ticket-description-count" className="text-right text-xs text-slate-600">
              {draft.description.length}/{TICKET_DESCRIPTION_MAX}
            </p>
            {errors.description ? (
              <p id="ticket-description-error" className="text-sm text-red-600">
                {errors.description}
              </p>
            ) : null}
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
              Category
              <select value={draft.category} onChange={(e) => setDraft({ ...draft, category: e.target.value as TicketCategory })} className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base">
                {TICKET_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {TICKET_CATEGORY_LABELS[c]}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
              Priority
              <select value={draft.priority} onChange={(e) => setDraft({ ...draft, priority: e.target.value as TicketPriority })} className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base">
                {TICKET_PRIORITIES.map((p) => (
                  <option key={p} value={p}>
                    {capitalise(p)} ({TICKET_PRIORITY_LABELS[p]})
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
              About (optional)
              <select value={draft.context} onChange={(e) => setDraft({ ...draft, context: e.target.value })} className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base">
                <option value="">Nothing in particular</option>
                {contextGroups.map(([label, options]) =>
                  options.length ? (
                    <optgroup key={label} label={label}>
                      {options.map((o) => (
                        <option key={`${o.type}:${o.id}`} value={`${o.type}:${o.id}`}>
                          {o.title}
                        </option>
                      ))}
                    </optgroup>
                  ) : null,
                )}
              </select>
            </label>
          </div>
          <div className="flex gap-2">
            <Button type="submit" busy={busy}>
              Submit Ticket
            </Button>
            <Button variant="secondary" onClick={() => onFormOpenChange(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}

      <div role="group" aria-label="Ticket status" className="flex flex-wrap gap-2">
        {CHIPS.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
            className={`min-h-9 rounded-full px-3 text-sm font-medium ${status === s ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'}`}
          >
            {chipLabel(s)} ({counts ? counts[s] : 0})
          </button>
        ))}
      </div>

      {tickets.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading tickets" />
        </div>
      ) : tickets.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>{TICKET_MESSAGES.error(tickets.error.message)}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void tickets.refetch()}>
            Retry
          </Button>
        </div>
      ) : tickets.data.data.length === 0 ? (
        <div className="py-10 text-center">
          <p className="text-slate-600">{status === 'all' ? TICKET_MESSAGES.none : TICKET_MESSAGES.noneWithStatus(chipLabel(status).toLowerCase())}</p>
          <Button variant="secondary" className="mt-3" onClick={() => onFormOpenChange(true)}>
            Create your first ticket
          </Button>
        </div>
      ) : (
        <ul aria-label="Tickets" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {tickets.data.data.map((t) => (
            <li key={t._id}>
              <Link to={`/help/ticket/${t._id}`} className="flex flex-col gap-1 p-4 hover:bg-slate-50">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-mono text-xs text-slate-600">#{t.shortId}</span>
                  <StatusBadge status={t.status} />
                  <span className="font-medium text-slate-900">{t.title}</span>
                </span>
                <span className="text-xs text-slate-600">
                  {TICKET_CATEGORY_LABELS[t.category]} · {capitalise(t.priority)} · {format.date(t.createdAt)} · {t.messageCount} messages
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
