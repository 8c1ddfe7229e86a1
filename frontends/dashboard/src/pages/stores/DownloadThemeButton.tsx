import { PackageOpen } from 'lucide-react';
import { useCallback } from 'react';
import type { Store } from '@liquify/contracts';
import { Button } from '@liquify/ui';
import { libraryApi } from '../../api/library';
import type { ApiClient } from '@liquify/api-client';
import { useDownload } from '../../library/use-download';

export const THEME_DOWNLOAD_MESSAGES = {
  fallbackName: 'liquify-theme.zip',
  success: ['Theme Downloaded', '{file} is ready: unzip it and run shopify theme push --nodelete in its folder to add this store to your theme.'] as [string, string],
  failure: 'Theme Download Failed',
  empty: 'Add modules or sections to this store first',
};

/**
 * 'Download theme' (issue 24 item 13): the store's items as a Shopify theme bundle (zip), the page template
 * stacking them in the order of the grid. Nothing to download while the store is empty.
 */
export function DownloadThemeButton({ store }: { store: Store }) {
  const request = useCallback(
    (api: ApiClient) => libraryApi.downloadThemeBundle(api, { storeName: store.name, modules: store.modules.map((m) => m._id), sections: store.sections.map((s) => s._id) }),
    [store],
  );
  const download = useDownload(request, THEME_DOWNLOAD_MESSAGES);
  const empty = store.modules.length + store.sections.length === 0;
  return (
    <Button variant="secondary" onClick={() => void download.run()} disabled={empty || download.pending} title={empty ? THEME_DOWNLOAD_MESSAGES.empty : undefined}>
      <PackageOpen aria-hidden="true" className="h-4 w-4" />
      {download.pending ? 'Preparing theme...' : 'Download theme'}
    </Button>
  );
}
