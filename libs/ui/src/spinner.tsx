export interface SpinnerProps {
  /** Accessible name announced to screen readers. */
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Loading', className = 'h-8 w-8' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className="inline-flex items-center justify-center">
      <span
        aria-hidden="true"
        className={`${className} animate-spin rounded-full border-4 border-slate-200 border-t-brand-600`}
      />
    </span>
  );
}

/** Shown while the session loads, and while a remote page is being fetched. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-screen w-full items-center justify-center" data-testid="full-page-spinner">
      <Spinner label={label} className="h-12 w-12" />
    </div>
  );
}
