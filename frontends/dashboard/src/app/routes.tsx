/**
 * The route table of the dashboard remote. The shell mounts DashboardApp at /dashboard/* (paths below
 * are relative to it) and HelpApp at /help and /help/ticket/:ticketId. Pages load on demand, so the
 * editors (CodeMirror) and the other pages stay out of a page's first load.
 *
 * Page folders: home, modules, sections, library, editor (issue 14); stores, settings, upgrade, help
 * (issue 15). Each page file default-exports its component.
 *
 * Each page's chunk is named after its full path (`route.` + the path with '/' as '.' and ':param' as
 * '$param', libs/ui/build/first-load-assets.mjs): the build lists it in the remote's manifest under that
 * path, and the shell preloads it with the expose on a first load instead of after it (routes.spec.ts
 * checks every route has its name).
 */
import { matchPath } from 'react-router';
import { preloadablePage, type PageModule, type PreloadablePage } from './preloadable-page';

export interface PageRoute extends PreloadablePage {
  path: string;
}

/** `Page` renders at once when preload.ts has already fetched its code with `load`, otherwise once it is here. */
function page(path: string, load: () => Promise<PageModule>): PageRoute {
  return { path, ...preloadablePage(load) };
}

export const dashboardRoutes: PageRoute[] = [
  page('', () => import(/* webpackChunkName: "route.dashboard" */ '../pages/home/HomePage')),
  page('modules', () => import(/* webpackChunkName: "route.dashboard.modules" */ '../pages/modules/ModulesPage')),
  page('modules/:slug', () => import(/* webpackChunkName: "route.dashboard.modules.$slug" */ '../pages/modules/ModuleDetailPage')),
  page('sections', () => import(/* webpackChunkName: "route.dashboard.sections" */ '../pages/sections/SectionsPage')),
  page('sections/:slug', () => import(/* webpackChunkName: "route.dashboard.sections.$slug" */ '../pages/sections/SectionDetailPage')),
  page('library', () => import(/* webpackChunkName: "route.dashboard.library" */ '../pages/library/LibraryPage')),
  page('library/edit/section/:sectionId', () => import(/* webpackChunkName: "route.dashboard.library.edit.section.$sectionId" */ '../pages/editor/SectionEditorPage')),
  page('library/edit/:userModuleId', () => import(/* webpackChunkName: "route.dashboard.library.edit.$userModuleId" */ '../pages/editor/ModuleEditorPage')),
  page('stores', () => import(/* webpackChunkName: "route.dashboard.stores" */ '../pages/stores/StoresPage')),
  page('stores/:id', () => import(/* webpackChunkName: "route.dashboard.stores.$id" */ '../pages/stores/StoreDetailPage')),
  page('settings', () => import(/* webpackChunkName: "route.dashboard.settings" */ '../pages/settings/SettingsPage')),
  page('upgrade', () => import(/* webpackChunkName: "route.dashboard.upgrade" */ '../pages/upgrade/UpgradePage')),
];

/** The page DashboardApp renders for a full path (/dashboard/...), if any. */
export function dashboardRouteFor(pathname: string): PageRoute | undefined {
  return dashboardRoutes.find(({ path }) => matchPath({ path: path ? `/dashboard/${path}` : '/dashboard', end: true }, pathname));
}

/** /dashboard/profile (content not in the spec) is the settings' Profile tab. */
export const PROFILE_REDIRECT = '/dashboard/settings?tab=profile';

/** Full paths, matched in order by HelpApp. */
export const helpRoutes: PageRoute[] = [
  page('/help/ticket/:ticketId', () => import(/* webpackChunkName: "route.help.ticket.$ticketId" */ '../pages/help/TicketPage')),
  page('/help', () => import(/* webpackChunkName: "route.help" */ '../pages/help/HelpCenterPage')),
];
