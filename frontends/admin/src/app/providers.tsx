/** What AdminApp mounts once around its pages: the toasts (5 s for every type, doc 3 §9). */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ToastProvider, type ToastDurations } from '@liquify/ui';

/** Doc 3 §9: toast duration 5000 ms. */
export const ADMIN_TOAST_DURATIONS: ToastDurations = { success: 5_000, error: 5_000, warning: 5_000, info: 5_000 };

export function AdminProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider durations={ADMIN_TOAST_DURATIONS} linkAs={Link}>
      {children}
    </ToastProvider>
  );
}
