/** A list's CSV download (issue #25 item 12): the list's current filter, every page, saved as a file. */
import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button, useToast } from '@liquify/ui';
import { downloadBlob } from '../lib/csv';

export function ExportButton({ label, fileName, failedMessage, onExport }: { label: string; fileName: string; failedMessage: string; onExport: () => Promise<Blob> }) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const run = async () => {
    setBusy(true);
    try {
      downloadBlob(fileName, await onExport());
    } catch (err) {
      toast.error(failedMessage, err instanceof Error ? err.message : undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="secondary" busy={busy} disabled={busy} onClick={() => void run()}>
      <Download aria-hidden="true" className="h-4 w-4" />
      {label}
    </Button>
  );
}
