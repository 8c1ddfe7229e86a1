/** Loading, error and empty states of the dashboard's async views. */
import type { ReactNode } from 'react';
import { Spinner } from '@liquify/ui';

export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-16 text-sm text-slate-600">
      <Spinner label={label} />
      <p>{label}</p>
    </div>
  );
}

export function ErrorState({ title, message, onRetry, children }: { title: string; message?: string; onRetry?: () => void; children?: ReactNode }) {
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-800">{title}</p>
      {message ? <p className="mt-1 text-sm text-red-700">{message}</p> : null}
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {onRetry ? (
          <button type="button" onClick={onRetry} className="min-h-10 rounded-lg bg-white px-4 text-sm font-semibold text-red-800 ring-1 ring-red-200 hover:bg-red-100">
            Retry
          </button>
        ) : null}
        {children}
      </div>
    </div>
  );
}

export function EmptyState({ icon, title, message, children }: { icon?: ReactNode; title: string; message?: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      {icon ? <div className="mb-3 text-slate-400">{icon}</div> : null}
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {message ? <p className="mt-1 max-w-md text-sm text-slate-600">{message}</p> : null}
      {children ? <div className="mt-5 flex flex-wrap justify-center gap-2">{children}</div> : null}
    </div>
  );
}
