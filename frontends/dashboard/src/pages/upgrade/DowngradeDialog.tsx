import { Button, Dialog, Spinner, useFormatters } from '@liquify/ui';
import { useLibraryModules, useLibrarySections } from '../../shell';
import { limitLabel, type PublicPlan, type SubscriptionEnd } from './billing.api';
import { lockedForUser } from './downgrade-rules';

export interface DowngradeDialogProps {
  /** The free plan the user asked for; null keeps the dialog closed. */
  plan: PublicPlan | null;
  /** The paid subscription (undefined while it loads). */
  end: SubscriptionEnd | null | undefined;
  onCancel(): void;
  onConfirm(plan: PublicPlan): void;
}

/** At most this many locked items are named; the rest are counted. */
export const LOCKED_ITEMS_SHOWN = 8;

/**
 * Asks before a paid plan is ended: on which date the free plan takes over, its limits, which modules and
 * sections of the user's library lock then (and how many other catalogue items leave the plan). Nothing is deleted, and the downgrade can be resumed until that date.
 */
export function DowngradeDialog({ plan, end, onCancel, onConfirm }: DowngradeDialogProps) {
  if (!plan) return null;
  return <DowngradeDialogContent plan={plan} end={end} onCancel={onCancel} onConfirm={onConfirm} />;
}

function DowngradeDialogContent({ plan, end, onCancel, onConfirm }: DowngradeDialogProps & { plan: PublicPlan }) {
  const format = useFormatters();
  const modules = useLibraryModules();
  const sections = useLibrarySections();
  const date = end?.currentPeriodEnd ? format.date(end.currentPeriodEnd) : null;
  const keep = end?.planName ?? 'your plan';
  const loading = end === undefined || modules.isPending || sections.isPending;
  const { inLibrary: locked, others } = lockedForUser(end ?? { lockedModules: [], lockedSections: [] }, {
    moduleIds: (modules.data ?? []).map((entry) => entry.moduleId),
    sectionIds: (sections.data ?? []).map((entry) => entry.sectionId),
  });
  const f = plan.features;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={`Downgrade to ${plan.name}?`}
      description={
        date
          ? `You keep ${keep} until ${date}. Then the ${plan.name} plan applies. You can resume ${keep} until that date.`
          : `The ${plan.name} plan applies right away.`
      }
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Keep {keep}
          </Button>
          <Button disabled={loading} onClick={() => onConfirm(plan)}>
            Confirm downgrade
          </Button>
        </>
      }
    >
      {loading ? (
        <Spinner label="Loading what changes" />
      ) : (
        <div className="mt-4 space-y-3 text-sm text-slate-700">
          <p>
            {plan.name} allows {limitLabel(f.moduleLimit, 'modules', format.number)}, {limitLabel(f.sectionLimit, 'sections', format.number)} and{' '}
            {limitLabel(f.storeLimit, f.storeLimit === 1 ? 'store' : 'stores', format.number)}. Your modules, sections and stores are kept.
          </p>
          {locked.length === 0 ? (
            <p>No module or section in your library locks.</p>
          ) : (
            <>
              <p className="font-semibold text-slate-900">
                {locked.length === 1 ? '1 item of your library locks' : `${locked.length} items of your library lock`}
                {date ? ` on ${date}` : ''}:
              </p>
              <ul aria-label="Items that lock" className="list-disc space-y-1 pl-5">
                {locked.slice(0, LOCKED_ITEMS_SHOWN).map((item) => (
                  <li key={`${item.kind}-${item._id}`} className="break-words">
                    {item.title} <span className="text-slate-500">({item.kind})</span>
                  </li>
                ))}
              </ul>
              {locked.length > LOCKED_ITEMS_SHOWN ? <p>and {locked.length - LOCKED_ITEMS_SHOWN} more.</p> : null}
            </>
          )}
          {others > 0 ? (
            <p>
              {others === 1 ? '1 other catalogue item is' : `${others} other catalogue items are`} not included in {plan.name}.
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
