import { errorEnvelopeSchema, messageOk, successOf } from '../common';
import { defineRoute } from '../openapi/registry';
import { bulkAnswerSchema } from '../bulk/bulk';
import { usersBulkRequestSchema, usersExportQuerySchema } from './users-bulk.schemas';
import { z } from 'zod';
import { statsRangeQuerySchema } from '../stats/stats.schemas';
import {
  adminCreateUserRequestSchema,
  adminUpdateUserRequestSchema,
  authResultSchema,
  changePasswordRequestSchema,
  listUsersQuerySchema,
  loginRequestSchema,
  meResultSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  roleUpdateRequestSchema,
  subscriptionUpdateRequestSchema,
  userSchema,
  userListResultSchema,
  userStatsSchema,
  signupStatsSchema,
  jwksSchema,
} from './identity.schemas';

const s = 'identity' as const;
const tags = ['auth'];
const userTags = ['users'];

/** Sign-up, sign-in, sessions and the keys that verify tokens. */
export const authRoutes = {
  register: defineRoute({ service: s, tags, method: 'post', path: '/api/auth/register', access: 'public', summary: 'Register a user', body: registerRequestSchema, responses: { 201: authResultSchema, 409: errorEnvelopeSchema, 429: errorEnvelopeSchema } }),
  login: defineRoute({ service: s, tags, method: 'post', path: '/api/auth/login', access: 'public', summary: 'Sign in', body: loginRequestSchema, responses: { 200: authResultSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema } }),
  jwks: defineRoute({ service: s, tags, method: 'get', path: '/api/auth/jwks', access: 'public', summary: 'The public keys (JSON Web Key Set, by kid) that verify access tokens: identity alone signs them (ES256), anyone may verify', responses: { 200: jwksSchema } }),
  me: defineRoute({ service: s, tags, method: 'get', path: '/api/auth/me', access: 'user', summary: 'The signed-in user', responses: { 200: meResultSchema } }),
  logout: defineRoute({ service: s, tags, method: 'post', path: '/api/auth/logout', access: 'user', summary: "Sign out: this token's session is refused from now on, everywhere (the user's other sessions keep working)", responses: { 200: messageOk, 401: errorEnvelopeSchema } }),
  logoutAll: defineRoute({ service: s, tags, method: 'post', path: '/api/auth/logout-all', access: 'user', summary: 'Sign out of all devices: every session of the user issued until now, this one included', responses: { 200: messageOk, 401: errorEnvelopeSchema } }),
  changePassword: defineRoute({ service: s, tags, method: 'post', path: '/api/auth/change-password', access: 'user', summary: 'Change own password', body: changePasswordRequestSchema, responses: { 200: messageOk, 400: errorEnvelopeSchema } }),
};

/** Users: the admin's management and lists, a user's own profile, sign-up figures. */
export const userRoutes = {
  list: defineRoute({ service: s, tags: userTags, method: 'get', path: '/api/users', access: 'admin', summary: 'List users', query: listUsersQuerySchema, responses: { 200: userListResultSchema } }),
  create: defineRoute({ service: s, tags: userTags, method: 'post', path: '/api/users', access: 'admin', summary: 'Create a user', body: adminCreateUserRequestSchema, responses: { 201: successOf(userSchema), 409: errorEnvelopeSchema } }),
  get: defineRoute({ service: s, tags: userTags, method: 'get', path: '/api/users/{id}', access: 'user', summary: 'A user (self or admin)', responses: { 200: successOf(userSchema), 403: errorEnvelopeSchema, 404: errorEnvelopeSchema } }),
  update: defineRoute({ service: s, tags: userTags, method: 'put', path: '/api/users/{id}', access: 'user', summary: 'Update own profile (or any user, admin)', body: profileUpdateRequestSchema.or(adminUpdateUserRequestSchema), responses: { 200: successOf(userSchema), 403: errorEnvelopeSchema, 404: errorEnvelopeSchema } }),
  remove: defineRoute({ service: s, tags: userTags, method: 'delete', path: '/api/users/{id}', access: 'admin', summary: 'Delete a user (not oneself)', responses: { 200: messageOk, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema } }),
  changeRole: defineRoute({ service: s, tags: userTags, method: 'put', path: '/api/users/{id}/role', access: 'admin', summary: "Change a user's role", body: roleUpdateRequestSchema, responses: { 200: successOf(userSchema), 404: errorEnvelopeSchema } }),
  changeSubscription: defineRoute({ service: s, tags: userTags, method: 'put', path: '/api/users/{id}/subscription', access: 'admin', summary: "Change a user's subscription", body: subscriptionUpdateRequestSchema, responses: { 200: successOf(userSchema), 404: errorEnvelopeSchema } }),
  export: defineRoute({ service: s, tags: userTags, method: 'get', path: '/api/admin/users/export', access: 'admin', summary: 'The users of the current filter (search, role, status) as CSV, streamed (text/csv; formula-looking cells kept as text)', query: usersExportQuerySchema, responses: { 200: z.string(), 400: errorEnvelopeSchema } }),
  bulk: defineRoute({ service: s, tags: userTags, method: 'post', path: '/api/admin/users/bulk', access: 'admin', summary: 'Change the role, change the plan or delete up to 100 users, each under the single routes\' rules (never oneself, never the last admin); the outcome per user', body: usersBulkRequestSchema, responses: { 200: bulkAnswerSchema, 400: errorEnvelopeSchema } }),
  stats: defineRoute({ service: s, tags: userTags, method: 'get', path: '/api/admin/users/stats/overview', access: 'admin', summary: 'User statistics', responses: { 200: successOf(userStatsSchema) } }),
  signups: defineRoute({ service: s, tags: userTags, method: 'get', path: '/api/admin/users/stats/signups', access: 'admin', summary: 'Accounts created per UTC day over a window (default: the last 30 days)', query: statsRangeQuerySchema, responses: { 200: successOf(signupStatsSchema), 400: errorEnvelopeSchema } }),
};

export const identityRoutes = [...Object.values(authRoutes), ...Object.values(userRoutes)];
