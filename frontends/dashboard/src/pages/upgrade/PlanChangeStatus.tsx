import { AlertBanner, Spinner } from '@liquify/ui';
import type { PlanChangeState } from './usePlanChange';

/** The progress and outcome of a plan change, announced to screen readers. */
export function PlanChangeStatus({ state, onDismiss }: { state: PlanChangeState; onDismiss(): void }) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'working':
    case 'redirecting':
      return (
        <div role="status" className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
          <Spinner label="Changing plan" className="h-5 w-5 border-2" />
          {state.status === 'redirecting' ? 'Opening the secure checkout...' : 'Updating your plan...'}
        </div>
      );
    case 'done':
      return <AlertBanner tone="success" title="Plan updated" message={state.message} onDismiss={onDismiss} />;
    case 'error':
      return <AlertBanner title="Plan change failed" message={state.message} onDismiss={onDismiss} />;
  }
}
