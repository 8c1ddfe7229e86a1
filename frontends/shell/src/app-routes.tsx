/**
 * The route table of the whole app (spec 1 §2). Pages come from the remotes:
 * landing (HomePage, AuthPage, OnboardingPage, PaymentCanceledPage, AdminLoginPage),
 * dashboard (DashboardApp for /dashboard/*, HelpApp for /help and /help/ticket/:ticketId),
 * admin (AdminApp for /admin/*). Each renders inside this router.
 */
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { RequireAdmin, RequireUser } from '@liquify/session';
import { NoIndex } from '@liquify/ui/core';
import { RemotePage } from './remote-page';

/** Redirect that keeps the query string (a checkout return carries session_id). */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RemotePage remote="landing" expose="HomePage" />} />
      <Route path="/auth" element={<RemotePage remote="landing" expose="AuthPage" />} />
      <Route path="/auth/cancel" element={<RemotePage remote="landing" expose="PaymentCanceledPage" />} />
      <Route path="/onboarding" element={<RemotePage remote="landing" expose="OnboardingPage" />} />
      <Route path="/payment-success" element={<RedirectKeepingQuery to="/onboarding" />} />
      <Route path="/login" element={<Navigate to="/auth" replace />} />
      <Route path="/register" element={<Navigate to="/auth?mode=signup" replace />} />
      <Route path="/admin/login" element={<RemotePage remote="landing" expose="AdminLoginPage" />} />
      <Route
        path="/admin/*"
        element={
          <RequireAdmin>
            {/* The back office is never indexed, whatever titles its pages set. */}
            <NoIndex />
            <RemotePage remote="admin" expose="AdminApp" />
          </RequireAdmin>
        }
      />
      {['/help', '/help/ticket/:ticketId'].map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <RequireUser>
              <RemotePage remote="dashboard" expose="HelpApp" />
            </RequireUser>
          }
        />
      ))}
      {/* /dashboard, /dashboard/upgrade and every other /dashboard page: signed-in users only. */}
      <Route
        path="/dashboard/*"
        element={
          <RequireUser>
            <RemotePage remote="dashboard" expose="DashboardApp" />
          </RequireUser>
        }
      />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
