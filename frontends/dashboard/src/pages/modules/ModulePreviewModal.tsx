/**
 * The module preview modal (doc 2 §2): the code is loaded by slug on first open (then cached), with
 * loading, error and 'No preview available' states; sandboxed frame, up to max-w-5xl and 85vh. A module the
 * plan does not allow comes without code: its thumbnail under a lock instead.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { memo } from 'react';
import { useModuleDetail } from '../../api/catalogue-detail';
import { PreviewFrame } from '../../components/PreviewFrame';
import { LockedPreview } from './LockedPreview';
import { LoadingState } from '@liquify/ui';

export const ModulePreviewModal = memo(function ModulePreviewModal({ module, onClose }: { module: { slug: string; title: string } | null; onClose: () => void }) {
  return (
    <RadixDialog.Root open={module !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <RadixDialog.Content className="fixed left-1/2 top-1/2 z-50 flex h-[85vh] w-[calc(100vw-2rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none">
          {module ? <PreviewBody slug={module.slug} title={module.title} /> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});

function PreviewBody({ slug, title }: { slug: string; title: string }) {
  const detail = useModuleDetail(slug);
  return (
    <>
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
        <RadixDialog.Title className="truncate text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
        <RadixDialog.Description className="sr-only">Live preview of {title}</RadixDialog.Description>
        <RadixDialog.Close aria-label="Close preview" className="rounded-lg p-2 text-slate-500 hover:bg-slate-100">
          <X aria-hidden="true" className="h-5 w-5" />
        </RadixDialog.Close>
      </div>
      <div className="min-h-0 flex-1 bg-slate-50">
        {detail.isPending ? (
          <LoadingState label="Loading preview..." />
        ) : detail.isError ? (
          <div role="alert" className="p-10 text-center">
            <p className="font-semibold text-slate-900">Preview unavailable</p>
            <p className="mt-1 text-sm text-slate-600">{detail.error.message || 'Failed to load module'}</p>
          </div>
        ) : detail.data.locked ? (
          <div className="flex h-full items-center justify-center p-4 sm:p-8">
            <LockedPreview title={title} thumbnail={detail.data.thumbnail} className="aspect-[16/10] w-full max-w-3xl rounded-xl" />
          </div>
        ) : !detail.data.code.trim() ? (
          <div className="p-10 text-center">
            <p className="font-semibold text-slate-900">No preview available</p>
            <p className="mt-1 text-sm text-slate-600">This module doesn't have a preview</p>
          </div>
        ) : (
          <PreviewFrame code={detail.data.code} title={`Preview of ${title}`} className="h-full w-full" />
        )}
      </div>
    </>
  );
}
