import { Download } from 'lucide-react';
import { useCallback } from 'react';
import { libraryApi } from '../api/library';
import type { ApiClient } from '@liquify/api-client';
import { useDownload } from './use-download';

const MESSAGES = { fallbackName: 'section.liquid', success: ['Section Downloaded', '{file} is ready to add to your theme\'s sections folder.'] as [string, string], failure: 'Download Failed' };

/** 'Download .liquid' (issue 24 item 12): the section as a Shopify section file, with the customer's settings as defaults. */
export function DownloadSectionButton({ id, title, disabled, hint, className }: { id: string; title: string; disabled?: boolean; hint?: string; className: string }) {
  const request = useCallback((api: ApiClient) => libraryApi.downloadSection(api, id), [id]);
  const download = useDownload(request, MESSAGES);
  return (
    <button type="button" disabled={disabled || download.pending} onClick={() => void download.run()} aria-label={`Download .liquid: ${title}`} title={hint} className={className}>
      <Download aria-hidden="true" className="h-4 w-4" /> {download.pending ? 'Downloading...' : 'Download .liquid'}
    </button>
  );
}
