import { useCallback, useState } from 'react';
import { ApiError, type ApiClient, type DownloadedFile } from '@liquify/api-client';
import { useApi } from '@liquify/session';
import { useToast } from '../shell/toast';

/** Hands a downloaded file to the browser (an object URL clicked as a `download` link). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export interface DownloadMessages {
  /** The file name when the server gives none. */
  fallbackName: string;
  success: [title: string, message: string];
  failure: string;
}

/**
 * Downloads a file from the API (issue 24 items 12, 13) with a busy state and the toasts: success names the file,
 * a failure shows the server's message (e.g. the item is locked by the plan) or a general one.
 */
export function useDownload(request: (api: ApiClient) => Promise<DownloadedFile>, messages: DownloadMessages) {
  const api = useApi();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      const { blob, fileName } = await request(api);
      const name = fileName ?? messages.fallbackName;
      saveFile(blob, name);
      toast.success(messages.success[0], messages.success[1].replace('{file}', name));
    } catch (error) {
      toast.error(messages.failure, (error instanceof ApiError && error.serverMessage) || 'The download could not be prepared. Please try again.');
    } finally {
      setPending(false);
    }
  }, [api, request, messages, toast]);
  return { run, pending };
}
