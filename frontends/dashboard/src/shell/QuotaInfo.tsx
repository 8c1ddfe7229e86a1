/**
 * The quota info icon (doc 2 §2): hovering or focusing shows usage for one kind or the overview;
 * clicking opens the upgrade dialog for that kind.
 */
import * as Tooltip from '@radix-ui/react-tooltip';
import { Info } from 'lucide-react';
import { KIND_LABEL, formatLimit, type QuotaKind, type UpgradeKind } from './usage';
import { useUpgradeDialog } from './upgrade-dialog';
import { useUsage } from './use-usage';

const dot = { green: 'bg-green-500', yellow: 'bg-yellow-400', red: 'bg-red-500' } as const;

export function QuotaInfo({ kind }: { kind: UpgradeKind }) {
  const usage = useUsage();
  const upgrade = useUpgradeDialog();
  const kinds: QuotaKind[] = kind === 'overview' ? ['modules', 'sections', 'stores'] : [kind];
  const worst = kinds.map((k) => usage[k]).find((s) => s.level === 'limit') ?? kinds.map((k) => usage[k]).find((s) => s.level === 'near');
  const label = kind === 'overview' ? 'Plan usage' : `${KIND_LABEL[kind].title} usage`;
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button type="button" aria-label={label} onClick={() => upgrade.open(kind)} className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100">
            <Info aria-hidden="true" className="h-5 w-5" />
            {worst ? <span aria-hidden="true" className={`absolute right-1.5 top-1.5 h-2 w-2 rounded-full ${dot[worst.color]}`} /> : null}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content sideOffset={6} className="z-50 w-56 rounded-lg bg-slate-900 p-3 text-xs text-white shadow-lg">
            <p className="mb-1 font-semibold">{label}</p>
            {kinds.map((k) => (
              <p key={k} className="flex justify-between gap-2">
                <span>{KIND_LABEL[k].title}</span>
                <span>
                  {usage[k].current} / {formatLimit(usage[k].limit)} · {usage[k].label}
                </span>
              </p>
            ))}
            <p className="mt-1 text-slate-300">Click to see upgrade options</p>
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
