import { formatLimit, type UsageStatus } from './usage';

const bar = { green: 'bg-green-500', yellow: 'bg-yellow-400', red: 'bg-red-500' } as const;
const text = { green: 'text-green-700', yellow: 'text-yellow-700', red: 'text-red-700' } as const;

/** One resource's usage: count / limit, a bar coloured by level and the level's word. */
export function UsageBar({ title, status, loading }: { title: string; status: UsageStatus; loading?: boolean }) {
  const width = status.limit < 0 ? 0 : Math.min(100, status.percentage);
  return (
    <div data-usage-level={status.level}>
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-slate-800">{title}</span>
        <span className="text-slate-600">
          {loading ? '…' : `${status.current} / ${formatLimit(status.limit)}`}
          <span className={`ml-2 font-semibold ${text[status.color]}`}>{status.label}</span>
        </span>
      </div>
      <div
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={`${title} usage`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={width}
      >
        <div className={`h-full rounded-full ${bar[status.color]}`} style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}
