import { ErrorState, LoadingState } from '@liquify/ui/core';

/**
 * What a list shows in place of its results while the search engine loads (search-engine.ts), or when its
 * load failed (offline), with a retry.
 */
export function SearchPending({ failed, onRetry, label }: { failed: boolean; onRetry: () => void; label: string }) {
  return failed ? (
    <ErrorState title="Search is unavailable" message="The search could not be loaded. Check your connection and try again." onRetry={onRetry} />
  ) : (
    <LoadingState label={label} />
  );
}
