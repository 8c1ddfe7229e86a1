/** Every /admin page but the login (doc 3 §2), inside the back-office layout. /admin → /admin/dashboard. */
import { Navigate, Route, Routes } from 'react-router';
import { RemotePage } from '@liquify/ui';
import { AdminLayout } from '../layout/AdminLayout';
import { AdminProviders } from './providers';
import { adminRoutes } from './routes';
import { useRoleWatch } from './use-role-watch';

/** Follows the session's role while any admin screen is open (issue #25 item 7). */
function RoleWatch() {
  useRoleWatch();
  return null;
}

export default function AdminApp() {
  return (
    <AdminProviders>
      <RoleWatch />
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<Navigate to="/admin/dashboard" replace />} />
          {adminRoutes.map(({ path, Page }) => (
            <Route
              key={path}
              path={path}
              element={<RemotePage Page={Page} />}
            />
          ))}
        </Route>
        <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
      </Routes>
    </AdminProviders>
  );
}
