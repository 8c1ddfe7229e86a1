/** Pieces every admin list shares: the delete confirmation, the 'Showing X to Y of Z results' pager, the list states. */
import type { ReactNode } from 'react';
import { AlertBanner, Button, Dialog, Spinner } from '@liquify/ui';
import { showingRange } from '../lib/pagination';

export function ConfirmDeleteDialog({ open, title, question, busy, onCancel, onConfirm }: { open: boolean; title: string; question: string; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={title}
      description={question}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="button" busy={busy} onClick={onConfirm} className="bg-red-600 hover:bg-red-700">
            Delete
          </Button>
        </>
      }
    />
  );
}

/** Previous / Next with 'Showing X to Y of Z results', shown only with more than one page (doc 3 §2). */
export function Pager({ pagination, limit, onPage }: { pagination: { page: number; limit: number; total: number; pages: number } | undefined; limit: number; onPage: (page: number) => void }) {
  if (!pagination || pagination.pages <= 1) return null;
  const range = showingRange(pagination.page, pagination.limit || limit, pagination.total);
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between">
      <p className="text-sm text-slate-700">
        Showing {range.from} to {range.to} of {range.total} results
      </p>
      <div className="flex gap-2">
        <Button type="button" variant="secondary" disabled={pagination.page <= 1} onClick={() => onPage(pagination.page - 1)}>
          Previous
        </Button>
        <Button type="button" variant="secondary" disabled={pagination.page >= pagination.pages} onClick={() => onPage(pagination.page + 1)}>
          Next
        </Button>
      </div>
    </nav>
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
