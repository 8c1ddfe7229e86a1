/**
 * A save refused because someone else changed the item meanwhile (issue #25 item 3): the server's message
 * and the two ways on, Reload (their version replaces the edits here) or Overwrite (this version is saved
 * over theirs: an explicit choice, never automatic). Shown inside the editor or dialog that was saving.
 */
import { AlertTriangle, RefreshCw, Save } from 'lucide-react';
import { Button } from '@liquify/ui';
import { EDIT_CONFLICT_MESSAGE } from '../lib/save-failure';

export interface EditConflictProps {
  onReload: () => void;
  onOverwrite: () => void;
  /** A reload or an overwrite is under way. */
  busy?: boolean;
}

export function EditConflict({ onReload, onOverwrite, busy = false }: EditConflictProps) {
  return (
    <div role="alert" aria-label="Edit conflict" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="flex items-start gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {EDIT_CONFLICT_MESSAGE}
      </p>
      <p className="mt-1 pl-6">Reload shows their version and drops your edits; Overwrite saves your version over theirs.</p>
      <div className="mt-3 flex flex-wrap gap-2 pl-6">
        <Button type="button" variant="secondary" onClick={onReload} disabled={busy}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          Reload
        </Button>
        <Button type="button" onClick={onOverwrite} disabled={busy}>
          <Save aria-hidden="true" className="h-4 w-4" />
          Overwrite
        </Button>
      </div>
    </div>
  );
}
