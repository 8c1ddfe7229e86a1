/**
 * The user area's notifications (doc 2 §4, §9): success 5 s, error 8 s, warning 6 s, info 4 s, each
 * closable by hand, optionally with a link (e.g. 'View in My Library'). Every page of the remote calls
 * `useToast()`; the provider is mounted once by DashboardApp and HelpApp (src/app/providers.tsx).
 * The toast itself is shared with the back office (libs/ui).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ToastProvider as SharedToastProvider, TOAST_DURATIONS } from '@liquify/ui/core';

export { TOAST_DURATIONS, createNotification, useToast, type Notification, type ToastApi, type ToastInput, type ToastType } from '@liquify/ui/core';

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SharedToastProvider durations={TOAST_DURATIONS} linkAs={Link}>
      {children}
    </SharedToastProvider>
  );
}
