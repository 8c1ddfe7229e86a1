/** Every /dashboard page (doc 2 §2), inside the user shell. Unknown paths go to / (doc 2 §2). */
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ErrorBoundary } from '@liquify/ui';
import { DashboardLayout } from '../shell/DashboardLayout';
import { PageFallback } from './PageFallback';
import { DashboardProviders } from './providers';
import { PROFILE_REDIRECT, dashboardRoutes } from './routes';

export default function DashboardApp() {
  return (
    <DashboardProviders>
      <Routes>
        <Route element={<DashboardLayout />}>
          {dashboardRoutes.map(({ path, Page }) => (
            <Route
              key={path}
              index={path === ''}
              path={path === '' ? undefined : path}
              element={
                <ErrorBoundary>
                  <Suspense fallback={<PageFallback />}>
                    <Page />
                  </Suspense>
                </ErrorBoundary>
              }
            />
          ))}
          <Route path="profile" element={<Navigate to={PROFILE_REDIRECT} replace />} />
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </DashboardProviders>
  );
}
