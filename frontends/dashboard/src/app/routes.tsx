/**
 * The route table of the dashboard remote. The shell mounts DashboardApp at /dashboard/* (paths below
 * are relative to it) and HelpApp at /help and /help/ticket/:ticketId. Pages load on demand, so the
 * editors (CodeMirror) and the other pages stay out of a page's first load.
 *
 * Page folders: home, modules, sections, library, editor (issue 14); stores, settings, upgrade, help
 * (issue 15). Each page file default-exports its component.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PageRoute {
  path: string;
  Page: LazyExoticComponent<ComponentType>;
}

export const dashboardRoutes: PageRoute[] = [
  { path: '', Page: lazy(() => import('../pages/home/HomePage')) },
  { path: 'modules', Page: lazy(() => import('../pages/modules/ModulesPage')) },
  { path: 'modules/:slug', Page: lazy(() => import('../pages/modules/ModuleDetailPage')) },
  { path: 'sections', Page: lazy(() => import('../pages/sections/SectionsPage')) },
  { path: 'sections/:slug', Page: lazy(() => import('../pages/sections/SectionDetailPage')) },
  { path: 'library', Page: lazy(() => import('../pages/library/LibraryPage')) },
  { path: 'library/edit/section/:sectionId', Page: lazy(() => import('../pages/editor/SectionEditorPage')) },
  { path: 'library/edit/:userModuleId', Page: lazy(() => import('../pages/editor/ModuleEditorPage')) },
  { path: 'stores', Page: lazy(() => import('../pages/stores/StoresPage')) },
  { path: 'stores/:id', Page: lazy(() => import('../pages/stores/StoreDetailPage')) },
  { path: 'settings', Page: lazy(() => import('../pages/settings/SettingsPage')) },
  { path: 'upgrade', Page: lazy(() => import('../pages/upgrade/UpgradePage')) },
];

/** /dashboard/profile (content not in the spec) is the settings' Profile tab. */
export const PROFILE_REDIRECT = '/dashboard/settings?tab=profile';

/** Full paths, matched in order by HelpApp. */
export const helpRoutes: PageRoute[] = [
  { path: '/help/ticket/:ticketId', Page: lazy(() => import('../pages/help/TicketPage')) },
  { path: '/help', Page: lazy(() => import('../pages/help/HelpCenterPage')) },
];
