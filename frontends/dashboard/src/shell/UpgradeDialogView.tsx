/**
 * The upgrade dialog itself (upgrade-dialog.tsx opens it): Radix's dialog, the usage bars and the plan
 * chooser, loaded the first time the dialog opens, so a dashboard page's first load does not carry them.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { Crown, X } from 'lucide-react';
import { Link } from 'react-router';
import { KIND_LABEL, formatLimit, type QuotaKind, type UpgradeKind } from './usage';
import { useUsage } from './use-usage';
import { UsageBar } from './UsageBar';
import { PlanChooser } from '../pages/upgrade/PlanChooser';

/** `kind` null: closed (the view stays mounted once loaded, so Radix closes it as usual). */
export default function UpgradeDialogView({ kind, onClose }: { kind: UpgradeKind | null; onClose: () => void }) {
  return (
    <RadixDialog.Root open={kind !== null} onOpenChange={(value) => (value ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content className="fixed left-1/2 top-4 z-50 flex max-h-[calc(100dvh-10rem)] w-[calc(100vw-2rem)] max-w-5xl -translate-x-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-xl focus:outline-none sm:top-6">
          {kind ? <UpgradeDialogBody kind={kind} onClose={onClose} /> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

const TITLES: Record<UpgradeKind, string> = {
  modules: 'Upgrade to add more modules',
  sections: 'Upgrade to add more sections',
  stores: 'Upgrade to create more stores',
  overview: 'Your plan usage',
};

function UpgradeDialogBody({ kind, onClose }: { kind: UpgradeKind; onClose: () => void }) {
  const usage = useUsage();
  const kinds: QuotaKind[] = kind === 'overview' ? ['modules', 'sections', 'stores'] : [kind];
  return (
    <>
      <div className="flex shrink-0 items-start justify-between gap-4 px-6 pt-6">
        <div className="flex items-center gap-3">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-amber-100 text-amber-600">
            <Crown aria-hidden="true" className="h-5 w-5" />
          </span>
          <RadixDialog.Title className="text-lg font-semibold text-slate-900">{TITLES[kind]}</RadixDialog.Title>
        </div>
        <RadixDialog.Close aria-label="Close" className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700">
          <X aria-hidden="true" className="h-5 w-5" />
        </RadixDialog.Close>
      </div>
      {/* Only this part scrolls: the title and the buttons stay in view. */}
      <div data-testid="upgrade-dialog-body" className="min-h-0 flex-1 overflow-y-auto px-6 pb-6">
        <RadixDialog.Description className="mt-3 text-sm text-slate-600">
          {usage.plan ? (
            <>
              You are on the <strong>{usage.plan.name}</strong> plan.{' '}
            </>
          ) : null}
          {kind === 'overview'
            ? 'Here is what your plan holds and what you use.'
            : `Your plan allows ${formatLimit(usage[kind].limit)} ${usage[kind].limit === 1 ? KIND_LABEL[kind].one : KIND_LABEL[kind].many}. Choose a larger plan to add more.`}
        </RadixDialog.Description>
        <div className="mt-5 space-y-4">
          {kinds.map((k) => (
            <UsageBar key={k} title={KIND_LABEL[k].title} status={usage[k]} loading={usage.loading} />
          ))}
        </div>
        {/* The real change of plan, inside the dialog (issue 15). */}
        <div className="mt-6">
          <PlanChooser resource={kind === 'overview' ? undefined : kind} />
        </div>
      </div>
      <div className="flex shrink-0 flex-col-reverse gap-2 border-t border-slate-200 px-6 py-4 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onClose}
          className="inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          Maybe later
        </button>
        <Link
          to="/dashboard/upgrade"
          onClick={onClose}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Compare all plans
        </Link>
      </div>
    </>
  );
}
