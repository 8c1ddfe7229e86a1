/**
 * Removing a library item is asked first (issue #21): the dialog names what the removal does, its remote
 * snippet stops working (modules with a snippet) and the stores it leaves, and that it can be undone.
 */
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '@liquify/ui';
import { useApi } from '@liquify/session';
import { libraryApi } from '../../api/library';
import { queryKeys } from '../../api/query-keys';
import { removalConsequences } from '../../library/library-rules';
import type { ItemKind } from '@liquify/contracts';

export interface RemovableEntry {
  _id: string;
  title: string;
  hasRemoteSnippet?: boolean;
}

export function RemoveEntryDialog({
  entry,
  kind,
  busy,
  onConfirm,
  onCancel,
}: {
  entry: RemovableEntry | null;
  kind: ItemKind;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const api = useApi();
  const stores = useQuery({
    queryKey: queryKeys.storesHolding(entry?._id ?? ''),
    queryFn: () => libraryApi.storesHolding(api, entry!._id),
    enabled: entry !== null,
    staleTime: 0,
  });
  const storeCount = stores.data?.count;
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={`Remove ${entry?.title ?? ''}?`}
      description={entry ? removalConsequences({ kind, hasRemoteSnippet: entry.hasRemoteSnippet === true, storeCount }) : undefined}
      actions={
        <>
          <button type="button" onClick={onCancel} className="inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">
            Cancel
          </button>
          <button
            type="button"
            disabled={busy || stores.isPending}
            onClick={onConfirm}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-600 px-4 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
          >
            {busy ? 'Removing...' : 'Remove'}
          </button>
        </>
      }
    />
  );
}
