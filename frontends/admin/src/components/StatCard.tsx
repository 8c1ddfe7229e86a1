import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function StatCard({ label, value, detail, Icon }: { label: string; value: ReactNode; detail?: ReactNode; Icon?: LucideIcon }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {Icon ? <Icon aria-hidden="true" className="h-5 w-5 text-brand-600" /> : null}
      </div>
      <p className="mt-2 text-3xl font-bold text-slate-900">{value}</p>
      {detail ? <p className="mt-1 text-sm text-slate-600">{detail}</p> : null}
    </div>
  );
}

/**
 * A list screen's row of stat cards (two a row on tablets, four on wide screens; five cards go three a row, then five): each card is a label,
 * the figure's key in `stats` and an icon; '—' until the figures arrive.
 */
export function StatCards<T extends object>({ stats, cards }: { stats: T | null | undefined; cards: ReadonlyArray<readonly [label: string, key: keyof T, Icon: LucideIcon]> }) {
  return (
    <div className={`grid gap-4 sm:grid-cols-2 ${cards.length > 4 ? 'lg:grid-cols-3 2xl:grid-cols-5' : 'xl:grid-cols-4'}`}>
      {cards.map(([label, key, Icon]) => (
        <StatCard key={label} label={label} value={(stats?.[key] as ReactNode) ?? '—'} Icon={Icon} />
      ))}
    </div>
  );
}

/** Admin role badges: admin, moderator and user styled differently (doc 3 §2). */
export function RoleBadge({ role }: { role: string }) {
  const tone = role === 'admin' ? 'bg-purple-100 text-purple-800' : role === 'moderator' ? 'bg-amber-100 text-amber-800' : 'bg-slate-100 text-slate-700';
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{role}</span>;
}

export function StatusBadge({ status }: { status: string }) {
  const tone = status === 'published' ? 'bg-green-100 text-green-800' : status === 'archived' ? 'bg-slate-200 text-slate-700' : 'bg-amber-100 text-amber-800';
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{status}</span>;
}

export const formatDate = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '—');
