/**
 * The route table of the admin remote (doc 3 §2). The shell mounts AdminApp at /admin/* for admins
 * (paths below are relative to it); /admin/login lives on the landing remote. Pages load on demand and
 * default-export their component.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PageRoute {
  path: string;
  Page: LazyExoticComponent<ComponentType>;
}

export const adminRoutes: PageRoute[] = [
  { path: 'dashboard', Page: lazy(() => import('../pages/dashboard/DashboardPage')) },
  { path: 'users', Page: lazy(() => import('../pages/users/UsersPage')) },
  { path: 'support', Page: lazy(() => import('../pages/support/SupportPage')) },
  { path: 'settings', Page: lazy(() => import('../pages/settings/SettingsPage')) },
];
