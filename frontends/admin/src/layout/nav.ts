import { BarChart3, Blocks, CreditCard, History, LayoutDashboard, LayoutTemplate, LifeBuoy, Settings, Trash2, Users, type LucideIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  Icon: LucideIcon;
  /** Active on /admin/dashboard too (the Dashboard link points at /admin, doc 3 §2). */
  alsoActiveOn?: string;
}

/** Doc 3 §2: the sidebar's links, in order; the Journal d'audit (issue #25 item 10) after them. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/admin', label: 'Dashboard', Icon: LayoutDashboard, alsoActiveOn: '/admin/dashboard' },
  { to: '/admin/users', label: 'Users', Icon: Users },
  { to: '/admin/modules', label: 'Modules', Icon: Blocks },
  { to: '/admin/sections', label: 'Sections', Icon: LayoutTemplate },
  { to: '/admin/plans', label: 'Plans', Icon: CreditCard },
  { to: '/admin/support', label: 'Support', Icon: LifeBuoy },
  { to: '/admin/analytics', label: 'Analytics', Icon: BarChart3 },
  { to: '/admin/settings', label: 'Settings', Icon: Settings },
  { to: '/admin/trash', label: 'Corbeille', Icon: Trash2 },
  { to: '/admin/audit-log', label: "Journal d'audit", Icon: History },
];
