import { ApiError, type ApiClient } from '@liquify/api-client';
import type { UserPayload } from '../pages/users/user-form';

export interface AdminUser {
  _id: string;
  name: string;
  email: string;
  role: string;
  createdAt?: string;
  subscription?: { plan?: string; status?: string | null } | null;
}

export interface UserList {
  users: AdminUser[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

export interface UserStats {
  totalUsers: number;
  adminUsers: number;
  regularUsers: number;
  moderatorUsers: number;
  activeSubscriptions: number;
}

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
      const body = await api.request<{ data: AdminUser[]; pagination: UserList['pagination'] }>('/users', { query: { ...query, limit: ADMIN_PAGE_SIZE } });
      return { users: body.data, pagination: body.pagination } satisfies UserList;
    }),
  stats: () => wrap('Failed to fetch users', async () => (await api.request<{ data: UserStats }>('/admin/users/stats/overview')).data),
  create: (payload: UserPayload) => wrap('Failed to create user', () => api.request('/users', { method: 'POST', body: payload })),
  update: (id: string, payload: UserPayload) => wrap('Failed to update user', () => api.request(`/users/${id}`, { method: 'PUT', body: payload })),
  remove: (id: string) => wrap('Failed to delete user', () => api.request(`/users/${id}`, { method: 'DELETE' })),
});
