import type { DashboardStats } from '@liquify/contracts';
import { adminGatewayRoutes } from '@liquify/contracts/routes';
import type { ApiClient } from '@liquify/api-client';
import { toCsv, type Cell } from '../lib/csv';

export async function fetchDashboardStats(api: ApiClient): Promise<DashboardStats> {
  const body = await api.callRoute(adminGatewayRoutes.dashboardStats);
  return body.data;
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** The dashboard's 'Export Report': every figure and list on the screen, plus what was missing. */
export function dashboardReportCsv(stats: DashboardStats): string {
  const rows: Cell[][] = [['Liquify admin report', stats.generatedAt], [], ['Metric', 'Value']];
  const metric = (label: string, value: number | undefined) => rows.push([label, value ?? 'unavailable']);
  metric('Total users', stats.users?.total);
  metric('Admins', stats.users?.admins);
  metric('Regular users', stats.users?.regular);
  metric('Active subscriptions', stats.users?.activeSubscriptions);
  metric('Verified users', stats.users?.verified);
  metric('New users this month', stats.users?.newThisMonth);
  metric('Total modules', stats.modules?.total);
  metric('Published modules', stats.modules?.published);
  metric('Draft modules', stats.modules?.draft);
  metric('Featured modules', stats.modules?.featured);
  metric('Total sections', stats.sections?.total);
  metric('Published sections', stats.sections?.published);
  metric('Draft sections', stats.sections?.draft);
  metric('Featured sections', stats.sections?.featured);
  metric('Active plans', stats.plans?.active);
  metric('Total plans', stats.plans?.total);
  rows.push([], ['Module categories'], ['Category', 'Modules']);
  for (const c of stats.modules?.categories ?? []) rows.push([c._id, c.count]);
  rows.push([], ['Section categories'], ['Category', 'Sections']);
  for (const c of stats.sections?.categories ?? []) rows.push([c._id, c.count]);
  rows.push([], ['Recent users'], ['Name', 'Email', 'Role', 'Joined']);
  for (const u of stats.recentUsers ?? []) rows.push([u.name, u.email, u.role, day(u.createdAt)]);
  rows.push([], ['Recent modules'], ['Title', 'Slug', 'Status', 'Created']);
  for (const m of stats.recentModules ?? []) rows.push([m.title, m.slug, m.status, day(m.createdAt)]);
  rows.push([], ['Recent sections'], ['Title', 'Slug', 'Status', 'Created']);
  for (const s of stats.recentSections ?? []) rows.push([s.title, s.slug, s.status, day(s.createdAt)]);
  if (stats.missing.length) {
    rows.push([], ['Missing'], ['Part', 'Service', 'Reason']);
    for (const m of stats.missing) rows.push([m.part, m.service, m.reason]);
  }
  return toCsv(rows);
}
