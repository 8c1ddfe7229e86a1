import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '@liquify/session';
import { libraryApi } from '../api/library';
import { queryKeys } from '../api/query-keys';
import { useToast } from '../shell/toast';
import { useCopyCode } from './use-copy-code';

/** How long a read entry counts as fresh for the copy button (the editor refetches on its own). */
const FRESH_MS = 10_000;

/**
 * Copy Code on a library card (issue 26 item 4): the list carries no code, so the entry is read with the
 * editor's call (and kept under the editor's key). `prefetch` reads it when the pointer or focus reaches the
 * button, so the click usually copies from memory.
 */
export function useCopyModuleCode() {
  const api = useApi();
  const client = useQueryClient();
  const toast = useToast();
  const copy = useCopyCode();
  const read = useCallback(
    (id: string) => client.fetchQuery({ queryKey: queryKeys.libraryModule(id), queryFn: () => libraryApi.module(api, id), staleTime: FRESH_MS }),
    [api, client],
  );
  const prefetch = useCallback((id: string) => void read(id).catch(() => undefined), [read]);
  const copyModule = useCallback(
    async (id: string) => {
      let code: string;
      try {
        code = (await read(id)).code;
      } catch {
        toast.error('Copy Failed', 'Failed to copy module code.');
        return false;
      }
      return copy(code, 'module');
    },
    [copy, read, toast],
  );
  return { copy: copyModule, prefetch };
}
