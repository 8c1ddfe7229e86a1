/** Pieces every admin list shares: Previous/Next pagination and the delete confirmation. */
import type { ReactNode } from 'react';
import { Button, Dialog } from '@liquify/ui';
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
