import { BookOpen, Boxes, Home, LayoutTemplate, Settings, Store } from 'lucide-react';

/** The sidebar's links (doc 2 §2), also the palette's "Go to" commands. */
export const NAV_ITEMS = [
  { to: '/dashboard', label: 'Dashboard', Icon: Home, end: true },
  { to: '/dashboard/modules', label: 'Modules', Icon: Boxes, end: false },
  { to: '/dashboard/sections', label: 'Sections', Icon: LayoutTemplate, end: false },
  { to: '/dashboard/library', label: 'My Library', Icon: BookOpen, end: false },
  { to: '/dashboard/stores', label: 'Store Manager', Icon: Store, end: false },
  { to: '/dashboard/settings', label: 'Settings', Icon: Settings, end: false },
] as const;
