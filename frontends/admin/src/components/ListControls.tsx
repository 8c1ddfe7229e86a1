/** Pieces every admin list shares: Previous/Next pagination, the delete confirmation, the list states. */
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { AlertBanner, Button, Dialog, LoadingState } from '@liquify/ui';
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
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3">
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

/** What a list (useAdminList) knows of the delete it asked about. */
export interface PendingDelete {
  deleting: unknown;
  isDeleting: boolean;
  cancelDelete: () => void;
  confirmDelete: () => void;
}

/** The confirmation of a list's delete: open while the list asks about an item. */
export function DeleteConfirmation({ list, ...labels }: { list: PendingDelete; title: string; question: ReactNode; confirmLabel?: string; cancelLabel?: string }) {
  return <ConfirmDialog open={list.deleting !== null} busy={list.isDeleting} onCancel={list.cancelDelete} onConfirm={list.confirmDelete} {...labels} />;
}

/** The button that opens a list's create dialog. */
export function CreateButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button type="button" onClick={onClick}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {children}
    </Button>
  );
}

/** A row's edit (pencil) and delete (bin) buttons, named for what they act on. */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete }: { editLabel: string; deleteLabel: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex shrink-0 gap-1">
      <button type="button" aria-label={editLabel} onClick={onEdit} className="rounded p-2 text-slate-600 hover:bg-slate-100">
        <Pencil aria-hidden="true" className="h-4 w-4" />
      </button>
      <button type="button" aria-label={deleteLabel} onClick={onDelete} className="rounded p-2 text-red-600 hover:bg-red-50">
        <Trash2 aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}

/** A list's loading, error and empty states, else the list. */
export function ListStates({
  pending,
  error,
  empty,
  loadingLabel,
  emptyText,
  errorTitle = 'Error',
  children,
}: {
  pending: boolean;
  error: Error | null;
  empty: boolean;
  loadingLabel: string;
  emptyText: string;
  errorTitle?: string;
  children: ReactNode;
}) {
  if (pending) return <LoadingState label={loadingLabel} showLabel={false} className="py-12" />;
  if (error) return <AlertBanner title={errorTitle} message={error.message} />;
  if (empty) return <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">{emptyText}</p>;
  return <>{children}</>;
}

/** The red banner of a failed change (doc 3 §8), dismissible; nothing without an error. */
export function ActionError({ error, onDismiss, title = 'Error' }: { error: string | null; onDismiss: () => void; title?: string }) {
  if (!error) return null;
  return (
    <div className="mt-4">
      <AlertBanner title={title} message={error} onDismiss={onDismiss} />
    </div>
  );
}

/** An Actions column stays at the frame's right edge while the other columns scroll under it. */
const stickyLastColumn =
  '[&_td:last-child]:sticky [&_td:last-child]:right-0 [&_td:last-child]:bg-white [&_th:last-child]:sticky [&_th:last-child]:right-0 [&_th:last-child]:bg-slate-50 [&_td:last-child]:shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.25)] [&_th:last-child]:shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.25)]';

/**
 * An admin table: its column headings, its rows, and a frame that scrolls sideways by itself when the
 * columns are wider than the screen (the page never does); an Actions column stays in view.
 */
export function DataTable({ label, columns, children, framed = true }: { label: string; columns: readonly ReactNode[]; children: ReactNode; framed?: boolean }) {
  return (
    <div className={`max-w-full overflow-x-auto ${framed ? 'rounded-xl border border-slate-200 bg-white shadow-sm' : ''}`}>
      <table className={`w-full text-left text-sm ${columns.at(-1) === 'Actions' ? stickyLastColumn : ''}`}>
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase text-slate-600">
          <tr>
            {columns.map((column, index) => (
              <th key={typeof column === 'string' ? column : `column-${index}`} scope="col" className="whitespace-nowrap px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
