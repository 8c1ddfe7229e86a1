import { ApiError } from '@liquify/api-client';
import { isForbidden, keepsAdminScreens } from './role-watch';

const http = (status: number) => new ApiError('refused', { kind: 'http', status } as never);

describe('role watch', () => {
  it('sees a 403 thrown by the client or wrapped by an admin call, nothing else', () => {
    expect(isForbidden(http(403))).toBe(true);
    expect(isForbidden(new Error('Failed to fetch users', { cause: http(403) }))).toBe(true);
    expect(isForbidden(new Error('outer', { cause: new Error('inner', { cause: http(403) }) }))).toBe(true);
    expect(isForbidden(http(401))).toBe(false);
    expect(isForbidden(http(404))).toBe(false);
    expect(isForbidden(new Error('Failed to fetch users', { cause: http(500) }))).toBe(false);
    expect(isForbidden(new Error('Admin privileges required'))).toBe(false);
    expect(isForbidden(undefined)).toBe(false);
    expect(isForbidden(null)).toBe(false);
    expect(isForbidden(Object.assign(new Error('x'), { status: 403 }))).toBe(false);
    expect(isForbidden({ name: 'ApiError', status: 403 })).toBe(true);
  });
  it('keeps the admin screens only while the role is admin', () => {
    expect(keepsAdminScreens({ role: 'admin' })).toBe(true);
    expect(keepsAdminScreens({ role: 'moderator' })).toBe(false);
    expect(keepsAdminScreens({ role: 'user' })).toBe(false);
    expect(keepsAdminScreens({})).toBe(false);
    expect(keepsAdminScreens(null)).toBe(false);
  });
});
