/** What both exposes mount once around their pages: toasts, the upgrade dialog, the Cmd/Ctrl+K targets. */
import type { ReactNode } from 'react';
import { SearchFocusProvider } from '../shell/search-focus';
import { ToastProvider } from '../shell/toast';
import { UpgradeDialogProvider } from '../shell/upgrade-dialog';

export function DashboardProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <UpgradeDialogProvider>
        <SearchFocusProvider>{children}</SearchFocusProvider>
      </UpgradeDialogProvider>
    </ToastProvider>
  );
}
