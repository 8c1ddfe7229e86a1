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

// One component for the three editor paths: when a save moves the URL from /new to /edit/{slug}, the
// editor on screen stays mounted (a different component per path would rebuild it).
const ModuleEditorPage = lazy(() => import('../pages/modules/ModuleEditorPage'));

export const adminRoutes: PageRoute[] = [
  { path: 'dashboard', Page: lazy(() => import('../pages/dashboard/DashboardPage')) },
  { path: 'users', Page: lazy(() => import('../pages/users/UsersPage')) },
  { path: 'modules', Page: lazy(() => import('../pages/modules/ModulesPage')) },
  // Doc 3 §2: both paths create (the list's button links /new); the editor and CodeMirror load only here.
  { path: 'modules/create', Page: ModuleEditorPage },
  { path: 'modules/new', Page: ModuleEditorPage },
  { path: 'modules/edit/:slug', Page: ModuleEditorPage },
  { path: 'analytics', Page: lazy(() => import('../pages/analytics/AnalyticsPage')) },
  { path: 'sections', Page: lazy(() => import('../pages/sections/SectionsPage')) },
  { path: 'plans', Page: lazy(() => import('../pages/plans/PlansPage')) },
  { path: 'plans/edit/:id', Page: lazy(() => import('../pages/plans/EditPlanPage')) },
  { path: 'support', Page: lazy(() => import('../pages/support/SupportPage')) },
  { path: 'support/tickets/:id', Page: lazy(() => import('../pages/support/ticket/TicketPage')) },
  { path: 'settings', Page: lazy(() => import('../pages/settings/SettingsPage')) },
  { path: 'trash', Page: lazy(() => import('../pages/trash/TrashPage')) },
  { path: 'audit-log', Page: lazy(() => import('../pages/audit-log/AuditLogPage')) },
];
