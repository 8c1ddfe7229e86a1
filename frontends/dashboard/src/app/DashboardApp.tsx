/** Every /dashboard page (doc 2 §2), inside the user shell. Unknown paths go to / (doc 2 §2). */
import { Navigate, Route, Routes } from 'react-router';
import { RemotePage } from '@liquify/ui/core';
import { DashboardLayout } from '../shell/DashboardLayout';
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
              element={<RemotePage Page={Page} />}
            />
          ))}
          <Route path="profile" element={<Navigate to={PROFILE_REDIRECT} replace />} />
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </DashboardProviders>
  );
}
