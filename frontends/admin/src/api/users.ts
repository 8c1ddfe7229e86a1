import { ApiError, type ApiClient, type RouteAnswer } from '@liquify/api-client';
import { userRoutes } from '@liquify/contracts/routes';
import type { NewUserPayload, UserPayload } from '../pages/users/user-form';

type UserListAnswer = RouteAnswer<typeof userRoutes.list>;
export type AdminUser = UserListAnswer['data'][number];

export interface UserList {
  users: AdminUser[];
  pagination: UserListAnswer['pagination'];
}

export type UserStats = RouteAnswer<typeof userRoutes.stats>['data'];

export const ADMIN_PAGE_SIZE = 20;

/** The server's message when it gave one, else the screen's default (doc 3 §8). */
export function messageOf(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/** Runs a call; a failure becomes an Error with the server's message, else the screen's default (doc 3 §8). */
export async function wrap<T>(fallback: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // The ApiError stays as the cause: a 403 tells the admin app to check the role (issue #25 item 7).
    throw new Error(messageOf(error, fallback), { cause: error });
  }
}

export const usersApi = (api: ApiClient) => ({
  list: (query: { page: number; search?: string; role?: string; status?: string }) =>
    wrap('Failed to fetch users', async () => {
      const body = await api.callRoute(userRoutes.list, { query: { ...query, limit: ADMIN_PAGE_SIZE } });
      return { users: body.data, pagination: body.pagination } satisfies UserList;
    }),
  stats: () => wrap('Failed to fetch users', async () => (await api.callRoute(userRoutes.stats)).data),
  create: (payload: NewUserPayload) => wrap('Failed to create user', () => api.callRoute(userRoutes.create, { body: payload })),
  update: (id: string, payload: UserPayload) => wrap('Failed to update user', () => api.callRoute(userRoutes.update, { params: { id }, body: payload })),
  remove: (id: string) => wrap('Failed to delete user', () => api.callRoute(userRoutes.remove, { params: { id } })),
});
