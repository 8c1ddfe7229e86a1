/**
 * The quota info icon (doc 2 §2): hovering or focusing shows usage for one kind or the overview;
 * clicking opens the upgrade dialog for that kind. The tooltip (overlays.tsx) loads after the first screen;
 * until then the icon is the same button, and a click opens the dialog as always.
 */
import { Info } from 'lucide-react';
import { DeferredOverlay } from './deferred-overlays';
import { KIND_LABEL, type QuotaKind, type UpgradeKind } from './usage';
import { useUpgradeDialog } from './upgrade-dialog';
import { useUsage } from './use-usage';

const dot = { green: 'bg-green-500', yellow: 'bg-yellow-400', red: 'bg-red-500' } as const;
const TRIGGER = 'relative rounded-lg p-2 text-slate-600 hover:bg-slate-100';

export function QuotaInfo({ kind }: { kind: UpgradeKind }) {
  const usage = useUsage();
  const upgrade = useUpgradeDialog();
  const kinds: QuotaKind[] = kind === 'overview' ? ['modules', 'sections', 'stores'] : [kind];
  const worst = kinds.map((k) => usage[k]).find((s) => s.level === 'limit') ?? kinds.map((k) => usage[k]).find((s) => s.level === 'near');
  const label = kind === 'overview' ? 'Plan usage' : `${KIND_LABEL[kind].title} usage`;
  const openUpgrade = () => upgrade.open(kind);
  const icon = (
    <>
      <Info aria-hidden="true" className="h-5 w-5" />
      {worst ? <span aria-hidden="true" className={`absolute right-1.5 top-1.5 h-2 w-2 rounded-full ${dot[worst.color]}`} /> : null}
    </>
  );
  return (
    <DeferredOverlay
      className={TRIGGER}
      label={label}
      onClick={openUpgrade}
      render={(overlays, props) => (
        <overlays.QuotaTooltip {...props} className={TRIGGER} label={label} onClick={openUpgrade} kinds={kinds} usage={usage}>
          {icon}
        </overlays.QuotaTooltip>
      )}
    >
      {icon}
    </DeferredOverlay>
  );
}
