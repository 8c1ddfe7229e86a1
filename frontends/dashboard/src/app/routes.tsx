/**
 * The route table of the dashboard remote. The shell mounts DashboardApp at /dashboard/* (paths below
 * are relative to it) and HelpApp at /help and /help/ticket/:ticketId. Pages load on demand, so the
 * editors (CodeMirror) and the other pages stay out of a page's first load.
 *
 * Page folders: home, modules, sections, library, editor (issue 14); stores, settings, upgrade, help
 * (issue 15). Each page file default-exports its component.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router';

type PageModule = { default: ComponentType };

export interface PageRoute {
  path: string;
  Page: LazyExoticComponent<ComponentType>;
  /** Fetches the page's code; `Page` renders once it is here (preload.ts calls it ahead of the render). */
  load: () => Promise<PageModule>;
}

function page(path: string, load: () => Promise<PageModule>): PageRoute {
  return { path, Page: lazy(load), load };
}

export const dashboardRoutes: PageRoute[] = [
  page('', () => import('../pages/home/HomePage')),
  page('modules', () => import('../pages/modules/ModulesPage')),
  page('modules/:slug', () => import('../pages/modules/ModuleDetailPage')),
  page('sections', () => import('../pages/sections/SectionsPage')),
  page('sections/:slug', () => import('../pages/sections/SectionDetailPage')),
  page('library', () => import('../pages/library/LibraryPage')),
  page('library/edit/section/:sectionId', () => import('../pages/editor/SectionEditorPage')),
  page('library/edit/:userModuleId', () => import('../pages/editor/ModuleEditorPage')),
  page('stores', () => import('../pages/stores/StoresPage')),
  page('stores/:id', () => import('../pages/stores/StoreDetailPage')),
  page('settings', () => import('../pages/settings/SettingsPage')),
  page('upgrade', () => import('../pages/upgrade/UpgradePage')),
];

/** The page DashboardApp renders for a full path (/dashboard/...), if any. */
export function dashboardRouteFor(pathname: string): PageRoute | undefined {
  return dashboardRoutes.find(({ path }) => matchPath({ path: path ? `/dashboard/${path}` : '/dashboard', end: true }, pathname));
}

/** /dashboard/profile (content not in the spec) is the settings' Profile tab. */
export const PROFILE_REDIRECT = '/dashboard/settings?tab=profile';

/** Full paths, matched in order by HelpApp. */
export const helpRoutes: PageRoute[] = [
  page('/help/ticket/:ticketId', () => import('../pages/help/TicketPage')),
  page('/help', () => import('../pages/help/HelpCenterPage')),
];
