/**
 * The admin ticket page's side panel: status (all five), priority, category, tags, assignee (admins and
 * moderators), and the customer's context (plan, the item or store the ticket is about).
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  normaliseSupportTags,
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
  type AdminTicketDto,
  type StaffMemberDto,
  type TicketUpdates,
} from '@liquify/contracts';
import { Button } from '@liquify/ui';
import { filterControlClass } from '../../../components/FilterBar';
import { formatDate } from '../../../components/StatCard';
import { contextAdminLink, contextLabel, ratingLabel } from '../ticket-card';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

function Select({ label, value, options, disabled, onChange }: { label: string; value: string; options: ReadonlyArray<{ value: string; label: string }>; disabled: boolean; onChange: (value: string) => void }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
      {label}
      <select className={`${filterControlClass} w-full`} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function TagsEditor({ tags, disabled, onSave }: { tags: string[]; disabled: boolean; onSave: (tags: string[]) => void }) {
  const [text, setText] = useState(tags.join(', '));
  useEffect(() => setText(tags.join(', ')), [tags]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(normaliseSupportTags(text));
  };
  return (
    <form onSubmit={submit} aria-label="Tags" className="flex flex-col gap-1 text-sm font-medium text-slate-700">
      <label htmlFor="ticket-tags">Tags (comma-separated)</label>
      <div className="flex gap-2">
        <input id="ticket-tags" className={`${filterControlClass} w-full`} value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit" variant="secondary" disabled={disabled}>
          Save tags
        </Button>
      </div>
    </form>
  );
}

export function TicketSidebar({ ticket, staff, busy, onChange }: { ticket: AdminTicketDto; staff: readonly StaffMemberDto[]; busy: boolean; onChange: (updates: Partial<TicketUpdates>) => void }) {
  const assignee = ticket.assignedTo?._id ?? '';
  // A ticket may still be assigned to someone who is no longer staff: shown, not offered to others.
  const assignees = staff.some((s) => s._id === assignee) || !ticket.assignedTo ? staff : [...staff, { _id: ticket.assignedTo._id, name: `${ticket.assignedTo.name} (no longer staff)`, email: '', role: 'moderator' as const }];
  const contextLink = ticket.context ? contextAdminLink(ticket.context) : null;
  const feedback = ratingLabel(ticket.rating);
  return (
    <div className="space-y-4">
      <Card title="Ticket">
        <Select label="Status" value={ticket.status} disabled={busy} options={TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] }))} onChange={(status) => onChange({ status: status as TicketUpdates['status'] })} />
        <Select label="Priority" value={ticket.priority} disabled={busy} options={TICKET_PRIORITIES.map((p) => ({ value: p, label: capitalised(p) }))} onChange={(priority) => onChange({ priority: priority as TicketUpdates['priority'] })} />
        <Select label="Category" value={ticket.category} disabled={busy} options={TICKET_CATEGORIES.map((c) => ({ value: c, label: TICKET_CATEGORY_LABELS[c] }))} onChange={(category) => onChange({ category: category as TicketUpdates['category'] })} />
        <Select
          label="Assignee"
          value={assignee}
          disabled={busy}
          options={[{ value: '', label: 'Unassigned' }, ...assignees.map((s) => ({ value: s._id, label: `${s.name} (${s.role})` }))]}
          onChange={(id) => onChange({ assigneeId: id || null })}
        />
        <TagsEditor tags={ticket.tags} disabled={busy} onSave={(tags) => onChange({ tags })} />
      </Card>
      <Card title="Customer">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
          <dt className="text-slate-600">Name</dt>
          <dd className="min-w-0 break-words font-medium text-slate-900">{ticket.customer.name}</dd>
          <dt className="text-slate-600">Email</dt>
          <dd className="min-w-0 break-all text-slate-900">{ticket.customer.email}</dd>
          <dt className="text-slate-600">Plan</dt>
          <dd className="text-slate-900">{ticket.customer.plan ? capitalised(ticket.customer.plan) : 'Unknown'}{ticket.customer.subscriptionStatus ? ` (${ticket.customer.subscriptionStatus})` : ''}</dd>
          <dt className="text-slate-600">About</dt>
          <dd className="min-w-0 break-words text-slate-900">
            {ticket.context ? contextLink ? <Link to={contextLink} className="text-brand-700 hover:underline">{contextLabel(ticket.context)}</Link> : contextLabel(ticket.context) : 'No item or store named'}
          </dd>
          <dt className="text-slate-600">Opened</dt>
          <dd className="text-slate-900">{formatDate(ticket.createdAt)}</dd>
          {feedback ? (
            <>
              <dt className="text-slate-600">Feedback</dt>
              <dd className="text-slate-900">{feedback}</dd>
            </>
          ) : null}
        </dl>
      </Card>
    </div>
  );
}
