import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '@liquify/ui/core';
import { useSession } from './session';

export interface GuardProps {
  children: ReactNode;
  /** Where a visitor who may not enter is sent. */
  redirectTo?: string;
}

/** Signed-in users only; others go to /auth (spec 1 §2). A spinner shows while the session loads. */
export function RequireUser({ children, redirectTo = '/auth' }: GuardProps) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status !== 'authenticated') return <Navigate to={redirectTo} replace state={{ from: location }} />;
  return <>{children}</>;
}

/** Users whose role is admin only; others go to /admin/login (spec 3 §2). */
export function RequireAdmin({ children, redirectTo = '/admin/login' }: GuardProps) {
  const { status, isAdmin } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (!isAdmin) return <Navigate to={redirectTo} replace state={{ from: location }} />;
  return <>{children}</>;
}
