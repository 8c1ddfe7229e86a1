/**
 * The upgrade dialog, openable from anywhere with a resource kind (doc 2 §2 'An upgrade dialog can also
 * open from anywhere with a resource type'): `useUpgradeDialog().open('modules' | 'sections' | 'stores'
 * | 'overview')`. It shows the usage of that kind against the plan and the plans that hold more, with a
 * link to /dashboard/upgrade. Mounted once by src/app/providers.tsx.
 *
 * Its title and its buttons always show (issue #24 item 9): only the middle scrolls, so the footer is not
 * cut off on a short screen (1280×800), and the dialog stops above the bottom band where toasts appear (the
 * 'Store Limit Reached' toast opens with it), so no toast covers its buttons.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { UpgradeKind } from './usage';

const UpgradeDialogView = lazy(() => import('./UpgradeDialogView'));

export interface UpgradeDialogApi {
  open(kind?: UpgradeKind): void;
  close(): void;
}

const UpgradeDialogContext = createContext<UpgradeDialogApi | null>(null);

export function UpgradeDialogProvider({ children }: { children: ReactNode }) {
  const [kind, setKind] = useState<UpgradeKind | null>(null);
  // The dialog's code loads when it first opens (UpgradeDialogView.tsx), then stays.
  const [opened, setOpened] = useState(false);
  const open = useCallback((next: UpgradeKind = 'overview') => {
    setOpened(true);
    setKind(next);
  }, []);
  const close = useCallback(() => setKind(null), []);
  const api = useMemo(() => ({ open, close }), [open, close]);
  return (
    <UpgradeDialogContext.Provider value={api}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <UpgradeDialogView kind={kind} onClose={close} />
        </Suspense>
      ) : null}
    </UpgradeDialogContext.Provider>
  );
}

export function useUpgradeDialog(): UpgradeDialogApi {
  const value = useContext(UpgradeDialogContext);
  if (!value) throw new Error('useUpgradeDialog() needs the <UpgradeDialogProvider> of src/app/providers.tsx above it');
  return value;
}
