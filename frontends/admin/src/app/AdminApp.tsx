/** Every /admin page but the login (doc 3 §2), inside the back-office layout. /admin → /admin/dashboard. */
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ErrorBoundary } from '@liquify/ui';
import { AdminLayout } from '../layout/AdminLayout';
import { PageFallback } from './PageFallback';
import { AdminProviders } from './providers';
import { adminRoutes } from './routes';

export default function AdminApp() {
  return (
    <AdminProviders>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<Navigate to="/admin/dashboard" replace />} />
          {adminRoutes.map(({ path, Page }) => (
            <Route
              key={path}
              path={path}
              element={
                <ErrorBoundary>
                  <Suspense fallback={<PageFallback />}>
                    <Page />
                  </Suspense>
                </ErrorBoundary>
              }
            />
          ))}
        </Route>
        <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
      </Routes>
    </AdminProviders>
  );
}
