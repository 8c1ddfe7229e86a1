/**
 * Support management's Tickets tab (doc 3 §2): search, status filter, bulk selection with Mark Resolved,
 * Close and Delete (confirmation asked), cards opening the admin's ticket page /admin/support/tickets/{id}
 * (issue #25 item 4: not the customer's /help page), at most two tags then '+N', the item the ticket is about.
 */
import { CheckCircle2, MessageSquare, Paperclip, Trash2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { csvFileName, TICKET_CATEGORY_LABELS, TICKET_STATUSES, TICKET_STATUS_LABELS, formatWaiting, type TicketStatus, type TicketSummaryDto } from '@liquify/contracts';
import { Button } from '@liquify/ui';
import { useApi } from '@liquify/session';
import { adminKeys } from '../../api/query-keys';
import { supportApi } from '../../api/support';
import { listsApi } from '../../api/lists';
import { ExportButton } from '../../components/ExportButton';
import { ADMIN_PAGE_SIZE } from '../../api/users';
import { formatDate } from '../../components/StatCard';
import { ActionError, ConfirmDialog, ListStates, PrevNextPagination } from '../../components/ListControls';
import { FilterBar } from '../../components/FilterBar';
import { useAdminList, useAdminMutation } from '../../lib/use-admin-list';
import { cardTags, contextAdminLink, contextLabel, ratingLabel, toggled, toggledAll } from './ticket-card';

/** A ticket change reaches every support screen's data and the header's notifications. */
const TICKET_CHANGE_REACHES = [...adminKeys.support.scope, ...adminKeys.notifications.scope];

const STATUS_TONES: Record<TicketStatus, string> = {
  open: 'bg-blue-100 text-blue-800',
  in_progress: 'bg-amber-100 text-amber-800',
  pending: 'bg-purple-100 text-purple-800',
  resolved: 'bg-green-100 text-green-800',
  closed: 'bg-slate-200 text-slate-700',
};

function TicketCard({ ticket, href, selected, onToggle }: { ticket: TicketSummaryDto; href: string; selected: boolean; onToggle: () => void }) {
  const { shown, more } = cardTags(ticket.tags);
  const contextLink = ticket.context ? contextAdminLink(ticket.context) : null;
  return (
    <li className={`rounded-xl border bg-white p-4 shadow-sm ${selected ? 'border-brand-400 ring-2 ring-brand-100' : 'border-slate-200'}`}>
      <div className="flex items-start gap-3">
        <input type="checkbox" checked={selected} onChange={onToggle} aria-label={`Select ticket #${ticket.shortId}`} className="mt-1 h-5 w-5 shrink-0 rounded border-slate-300" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <span className="rounded bg-slate-100 px-2 py-0.5 font-mono font-semibold text-slate-800">#{ticket.shortId}</span>
            <span className={`rounded-full px-2 py-0.5 font-semibold ${STATUS_TONES[ticket.status]}`}>{TICKET_STATUS_LABELS[ticket.status]}</span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold capitalize text-slate-700">Priority: {ticket.priority}</span>
            <span className="text-slate-600">{TICKET_CATEGORY_LABELS[ticket.category]}</span>
            {ticket.unansweredMs !== null ? <span className="font-semibold text-red-700">Waiting {formatWaiting(ticket.unansweredMs)}</span> : null}
          </div>
          <Link to={href} className="mt-2 block truncate text-base font-semibold text-slate-900 hover:text-brand-700 hover:underline">
            {ticket.title}
          </Link>
          <p className="mt-1 line-clamp-2 text-sm text-slate-600">{ticket.description}</p>
          {ticket.rating ? (
            <p className={`mt-2 text-sm ${ticket.rating.helpful ? 'text-green-800' : 'text-amber-800'}`}>
              <span className="font-semibold">Customer feedback: </span>
              {ratingLabel(ticket.rating)}
            </p>
          ) : null}
          {ticket.context ? (
            <p className="mt-2 flex items-center gap-1 text-sm text-slate-700">
              <Paperclip aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
              <span className="sr-only">About:</span>
              {contextLink ? (
                <Link to={contextLink} className="truncate text-brand-700 hover:underline">
                  {contextLabel(ticket.context)}
                </Link>
              ) : (
                <span className="truncate">{contextLabel(ticket.context)}</span>
              )}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
            <span>
              {ticket.user.name} · {ticket.user.email} · {formatDate(ticket.createdAt)}
            </span>
            <span className="flex items-center gap-3">
              {shown.length ? (
                <span className="flex flex-wrap gap-1" aria-label="Tags">
                  {shown.map((tag) => (
                    <span key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                      {tag}
                    </span>
                  ))}
                  {more > 0 ? <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">+{more}</span> : null}
                </span>
              ) : null}
              <span className="flex items-center gap-1">
                <MessageSquare aria-hidden="true" className="h-4 w-4" />
                {ticket.messageCount} <span className="sr-only">messages</span>
              </span>
            </span>
          </div>
        </div>
      </div>
    </li>
  );
}

export function TicketsTab() {
  const api = useApi();
  const support = supportApi(api);
  const lists = listsApi(api);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState(false);
  const list = useAdminList({
    queryKey: adminKeys.support.tickets,
    invalidates: TICKET_CHANGE_REACHES,
    fetch: ({ page, search, status }) => support.tickets({ page, search, status: status as TicketStatus | undefined }),
    items: (data) => data.data,
    pagination: (data) => data.pagination,
    search: '',
    filters: { status: '' },
    paged: true,
  });

  const update = useAdminMutation({
    mutationFn: (next: TicketStatus) => support.bulkUpdate([...selected], next),
    success: (body, next) => `${body.data.matched} ${body.data.matched === 1 ? 'ticket' : 'tickets'} marked ${TICKET_STATUS_LABELS[next].toLowerCase()}`,
    invalidates: list.invalidates,
    onSuccess: () => setSelected(new Set()),
    onError: list.fail,
  });
  const remove = useAdminMutation({
    mutationFn: () => support.bulkDelete([...selected]),
    success: (body) => `${body.data.deleted} ${body.data.deleted === 1 ? 'ticket' : 'tickets'} deleted`,
    invalidates: list.invalidates,
    onSuccess: () => {
      setConfirmDelete(false);
      setSelected(new Set());
    },
    onError: (error) => {
      setConfirmDelete(false);
      list.fail(error);
    },
  });

  const tickets = list.items;
  // The ticket page keeps the list's search, filter and page: its Previous / Next walk this list.
  const [params] = useSearchParams();
  const ticketHref = (id: string) => `/admin/support/tickets/${id}${params.size ? `?${params.toString()}` : ''}`;
  const pageIds = tickets.map((t) => t._id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const busy = update.isPending || remove.isPending;
  const counts = list.query.data?.counts;

  return (
    <div>
      <FilterBar
        className=""
        label="Filter tickets"
        searchLabel="Search tickets"
        searchPlaceholder="Search tickets..."
        {...list.filterBar}
        filters={[
          {
            name: 'status',
            label: 'Status filter',
            options: [
              { value: '', label: `All Status${counts ? ` (${counts.all})` : ''}` },
              ...TICKET_STATUSES.map((s) => ({ value: s, label: `${TICKET_STATUS_LABELS[s]}${counts ? ` (${counts[s]})` : ''}` })),
            ],
          },
        ]}
      />

      <div role="toolbar" aria-label="Bulk actions" className="mt-4 flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white p-3">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" checked={allOnPage} onChange={() => setSelected((s) => toggledAll(s, pageIds))} disabled={pageIds.length === 0} className="h-5 w-5 rounded border-slate-300" />
          Select all
        </label>
        <span className="text-sm text-slate-600" aria-live="polite">
          {selected.size} selected
        </span>
        <div className="ml-auto flex flex-wrap gap-2">
          <ExportButton label="Export CSV" fileName={csvFileName('tickets')} failedMessage="Failed to export tickets" onExport={() => lists.exportCsv('tickets', list.applied, 'Failed to export tickets')} />
          <Button type="button" variant="secondary" disabled={selected.size === 0 || busy} onClick={() => update.mutate('resolved')}>
            <CheckCircle2 aria-hidden="true" className="mr-2 inline h-4 w-4" />
            Mark Resolved
          </Button>
          <Button type="button" variant="secondary" disabled={selected.size === 0 || busy} onClick={() => update.mutate('closed')}>
            <XCircle aria-hidden="true" className="mr-2 inline h-4 w-4" />
            Close
          </Button>
          <Button type="button" disabled={selected.size === 0 || busy} onClick={() => setConfirmDelete(true)} className="bg-red-600 hover:bg-red-700">
            <Trash2 aria-hidden="true" className="mr-2 inline h-4 w-4" />
            Delete
          </Button>
        </div>
      </div>

      <ActionError error={list.actionError} onDismiss={list.clearError} />

      <div className="mt-4">
        <ListStates pending={list.query.isPending} error={list.query.error} empty={tickets.length === 0} loadingLabel="Loading tickets" emptyText="No tickets found">
          <ul aria-label="Tickets" className="space-y-3">
            {tickets.map((ticket) => (
              <TicketCard key={ticket._id} ticket={ticket} href={ticketHref(ticket._id)} selected={selected.has(ticket._id)} onToggle={() => setSelected((s) => toggled(s, ticket._id))} />
            ))}
          </ul>
        </ListStates>
      </div>

      <PrevNextPagination pagination={list.pagination} page={list.page} fallbackLimit={ADMIN_PAGE_SIZE} onPage={list.setPage} />

      <ConfirmDialog
        open={confirmDelete}
        title="Delete tickets"
        question="Are you sure you want to delete selected tickets?"
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}
