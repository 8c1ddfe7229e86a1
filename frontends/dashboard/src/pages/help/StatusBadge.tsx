import { TICKET_STATUS_LABELS, type TicketStatus } from '@liquify/contracts';

const TONES: Record<TicketStatus, string> = {
  open: 'bg-blue-100 text-blue-800',
  in_progress: 'bg-amber-100 text-amber-800',
  pending: 'bg-purple-100 text-purple-800',
  resolved: 'bg-green-100 text-green-800',
  closed: 'bg-slate-200 text-slate-800',
};

export function StatusBadge({ status }: { status: TicketStatus }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>{TICKET_STATUS_LABELS[status]}</span>;
}
