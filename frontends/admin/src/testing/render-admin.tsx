/**
 * Renders admin pages the way the shell does (libs/ui/testing/render-remote): signed in as an admin,
 * inside the admin remote's providers (toasts).
 */
import type { ReactElement } from 'react';
import { ok, renderRemote, type FakeRoute } from '../../../../libs/ui/testing/render-remote';
import { AdminProviders } from '../app/providers';

export { fail, ok } from '../../../../libs/ui/testing/render-remote';

export const TEST_ADMIN = { _id: '64b7f0c2a1b2c3d4e5f6a7b8', name: 'Grace Hopper', email: 'grace@example.com', role: 'admin' };

export function baseRoutes(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET /auth/me': () => ok({ user: TEST_ADMIN }),
    ...overrides,
  };
}

export function renderAdmin(page: ReactElement, { path, route, routes = baseRoutes() }: { path: string; route?: string; routes?: Record<string, FakeRoute> }) {
  // /admin/login is the landing remote's in the real shell
  return renderRemote(page, { path, route, routes, Providers: AdminProviders, elsewhere: ['/admin/login'] });
}
