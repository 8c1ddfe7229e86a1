/** Pieces every admin list shares: Previous/Next pagination, the delete confirmation, the list states. */
import type { ReactNode } from 'react';
import { AlertBanner, Button, Dialog, Spinner } from '@liquify/ui';
import { showingRange } from '../lib/pagination';

export interface PageInfo {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

/** Doc 3 §2: "Showing X to Y of Z results" with Previous and Next, shown only with more than one page. */
export function PrevNextPagination({ pagination, page, fallbackLimit, onPage }: { pagination: PageInfo | undefined; page: number; fallbackLimit: number; onPage: (page: number) => void }) {
  if (!pagination || pagination.pages <= 1) return null;
  const range = showingRange(pagination.page, pagination.limit || fallbackLimit, pagination.total);
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between">
      <p className="text-sm text-slate-700">
        Showing {range.from} to {range.to} of {range.total} results
      </p>
      <div className="flex gap-2">
        <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button type="button" variant="secondary" disabled={page >= pagination.pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}

/** A destructive action's confirmation: Cancel, or the red confirm button (Delete by default). */
export function ConfirmDialog({
  open,
  title,
  question,
  busy,
  onConfirm,
  onCancel,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  tone = 'danger',
}: {
  open: boolean;
  title: string;
  question: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      title={title}
      description={question}
      actions={
        <>
          <Button type="button" variant="secondary" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button type="button" busy={busy} onClick={onConfirm} className={tone === 'danger' ? 'bg-red-600 hover:bg-red-700' : ''}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

/** A list's loading, error and empty states, else the list. */
export function ListStates({ pending, error, empty, loadingLabel, emptyText, children }: { pending: boolean; error: Error | null; empty: boolean; loadingLabel: string; emptyText: string; children: ReactNode }) {
  if (pending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={loadingLabel} className="h-8 w-8" />
      </div>
    );
  }
  if (error) return <AlertBanner title="Error" message={error.message} />;
  if (empty) return <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">{emptyText}</p>;
  return <>{children}</>;
}
