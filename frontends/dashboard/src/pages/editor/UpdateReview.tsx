/**
 * 'Update available' review: the merge of the catalogue's newer template with the user's values
 * (kept, added, removed variables and the merged result rendered), then apply, stay on this version,
 * or - after an update - roll back one step.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw, RotateCcw, X } from 'lucide-react';
import { ApiError } from '@liquify/api-client';
import { useApi } from '@liquify/session';
import { libraryApi, type LibraryModule } from '../../api/library';
import { queryKeys } from '../../api/query-keys';
import { PreviewFrame } from '../../components/PreviewFrame';
import { useToast } from '../../shell/toast';
import { LoadingState } from '@liquify/ui';

function useEntryMutation(entry: LibraryModule, run: (id: string) => Promise<LibraryModule>, success: [string, string], onDone?: () => void) {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: () => run(entry._id),
    onSuccess: (updated) => {
      client.setQueryData(queryKeys.libraryModule(entry._id), updated);
      void client.invalidateQueries({ queryKey: queryKeys.libraryModules });
      toast.success(success[0], success[1]);
      onDone?.();
    },
    onError: (error) => toast.error('Save failed', (error instanceof ApiError && error.serverMessage) || 'An error occurred while saving.'),
  });
}

export function UpdateBanner({ entry, onReview }: { entry: LibraryModule; onReview: () => void }) {
  const api = useApi();
  const rollback = useEntryMutation(entry, (id) => libraryApi.rollback(api, id), ['Module saved', 'Back to the previous version.']);
  if (!entry.updateAvailable && !entry.canRollback) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-blue-200 bg-blue-50 px-4 py-2 text-sm text-blue-900">
      {entry.updateAvailable ? (
        <>
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          <span className="flex-1">An update of this module is available in the catalogue.</span>
          <button type="button" onClick={onReview} className="min-h-9 rounded-lg bg-blue-600 px-3 font-semibold text-white hover:bg-blue-700">
            Review update
          </button>
        </>
      ) : (
        <span className="flex-1">This module was updated from the catalogue.</span>
      )}
      {entry.canRollback ? (
        <button type="button" disabled={rollback.isPending} onClick={() => rollback.mutate()} className="inline-flex min-h-9 items-center gap-1 rounded-lg px-3 font-semibold ring-1 ring-blue-300 hover:bg-blue-100">
          <RotateCcw aria-hidden="true" className="h-4 w-4" /> {rollback.isPending ? 'Rolling back...' : 'Roll back'}
        </button>
      ) : null}
    </div>
  );
}

export function UpdateReview({ entry, onClose }: { entry: LibraryModule; onClose: () => void }) {
  const api = useApi();
  const preview = useQuery({ queryKey: queryKeys.moduleUpdate(entry._id), queryFn: () => libraryApi.updatePreview(api, entry._id) });
  const apply = useEntryMutation(entry, (id) => libraryApi.applyUpdate(api, id), ['Module saved', 'The update was applied with your values.'], onClose);
  const skip = useEntryMutation(entry, (id) => libraryApi.skipUpdate(api, id), ['Module saved', 'You stay on this version; you will be told about the next one.'], onClose);
  return (
    <section aria-label="Review update" className="flex h-full min-h-0 flex-col bg-white">
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 className="font-semibold text-slate-900">Review the update</h2>
        <button type="button" aria-label="Close the review" onClick={onClose} className="rounded-lg p-2 text-slate-500 hover:bg-slate-100">
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      {preview.isPending ? (
        <LoadingState label="Preparing the merge..." />
      ) : preview.isError ? (
        <p role="alert" className="p-6 text-sm text-red-700">
          {preview.error.message}
        </p>
      ) : (
        <div className="grid min-h-0 flex-1 gap-4 overflow-auto p-4 lg:grid-cols-[260px_minmax(0,1fr)]">
          <div className="space-y-3 text-sm">
            <MergeList title="Kept with your values" names={preview.data.kept} tone="text-slate-700" />
            <MergeList title="New, at their defaults" names={preview.data.added} tone="text-green-700" />
            <MergeList title="Dropped by the new version" names={preview.data.removed} tone="text-red-700" />
            <div className="flex flex-col gap-2 pt-2">
              <button type="button" disabled={apply.isPending} onClick={() => apply.mutate()} className="min-h-10 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700">
                {apply.isPending ? 'Applying...' : 'Apply update'}
              </button>
              <button type="button" disabled={skip.isPending} onClick={() => skip.mutate()} className="min-h-10 rounded-lg px-4 font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50">
                Stay on this version
              </button>
            </div>
          </div>
          <div className="grid min-h-[360px] gap-3 md:grid-cols-2">
            <figure className="flex flex-col">
              <figcaption className="mb-1 text-xs font-semibold uppercase text-slate-500">Now</figcaption>
              <PreviewFrame code={preview.data.current.code} title="Current version" className="min-h-[300px] flex-1 rounded-lg ring-1 ring-slate-200" />
            </figure>
            <figure className="flex flex-col">
              <figcaption className="mb-1 text-xs font-semibold uppercase text-slate-500">After the update</figcaption>
              <PreviewFrame code={preview.data.next.code} title="Updated version" className="min-h-[300px] flex-1 rounded-lg ring-1 ring-slate-200" />
            </figure>
          </div>
        </div>
      )}
    </section>
  );
}

function MergeList({ title, names, tone }: { title: string; names: string[]; tone: string }) {
  return (
    <div>
      <p className="font-semibold text-slate-900">
        {title} ({names.length})
      </p>
      {names.length ? (
        <ul className={`mt-1 list-inside list-disc ${tone}`}>
          {names.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-500">None</p>
      )}
    </div>
  );
}
