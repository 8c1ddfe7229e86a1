import { useCallback } from 'react';
import { useToast } from '../shell/toast';
import type { ItemKind } from '@liquify/contracts';

/** Copies code to the clipboard with the spec's toasts (doc 2 §8). */
export function useCopyCode() {
  const toast = useToast();
  return useCallback(
    async (code: string | undefined, kind: ItemKind) => {
      if (!code?.trim()) {
        toast.error(kind === 'module' ? 'Copy Failed' : 'Failed to Copy', kind === 'module' ? 'No code available for this module.' : 'Could not copy code to clipboard.');
        return false;
      }
      try {
        await navigator.clipboard.writeText(code);
        toast.success('Code Copied', 'The code is in your clipboard.');
        return true;
      } catch {
        toast.error(kind === 'module' ? 'Copy Failed' : 'Failed to Copy', kind === 'module' ? 'Failed to copy module code.' : 'Could not copy code to clipboard.');
        return false;
      }
    },
    [toast],
  );
}
