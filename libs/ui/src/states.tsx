/** The loading, error and empty states of the front ends' async views, and the fallback of a page whose code loads. */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { Spinner } from './spinner';

export interface LoadingStateProps {
  /** The spinner's accessible name, also written under it unless `showLabel` is false. */
  label?: string;
  showLabel?: boolean;
  className?: string;
}

export function LoadingState({ label = 'Loading...', showLabel = true, className = 'py-16' }: LoadingStateProps) {
  if (!showLabel) {
    return (
      <div className={`flex justify-center ${className}`}>
        <Spinner label={label} className="h-8 w-8" />
      </div>
    );
  }
  return (
    <div className={`flex flex-col items-center justify-center gap-3 text-sm text-slate-600 ${className}`}>
      <Spinner label={label} />
      <p>{label}</p>
    </div>
  );
}

export interface ErrorStateProps {
  title: string;
  message?: string;
  /** Shows a Retry button. */
  onRetry?: () => void;
  children?: ReactNode;
}

export function ErrorState({ title, message, onRetry, children }: ErrorStateProps) {
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

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  message?: ReactNode;
  children?: ReactNode;
}

export function EmptyState({ icon, title, message, children }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      {icon ? <div className="mb-3 text-slate-400">{icon}</div> : null}
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {message ? <p className="mt-1 max-w-md text-sm text-slate-600">{message}</p> : null}
      {children ? <div className="mt-5 flex flex-wrap justify-center gap-2">{children}</div> : null}
    </div>
  );
}

/** While a page's code loads. */
export function PageFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label="Loading page" className="h-10 w-10" />
    </div>
  );
}

/**
 * One route's page in a remote (admin, dashboard, help): its lazily loaded code behind PageFallback, and an
 * error in it caught by 'Something went wrong' instead of emptying the whole remote.
 */
export function RemotePage({ Page }: { Page: ComponentType }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageFallback />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
