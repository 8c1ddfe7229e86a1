/** Profile and password calls of /dashboard/settings (doc 2 §7), typed by identity's contracts. */
import type { z } from 'zod';
import type { ApiClient } from '@liquify/api-client';
import { authRoutes, userRoutes } from '@liquify/contracts/routes';
import type { changePasswordRequestSchema, profileUpdateRequestSchema, UserDto } from '@liquify/contracts';

export type ProfileUpdate = z.infer<typeof profileUpdateRequestSchema>;
export type PasswordChange = z.infer<typeof changePasswordRequestSchema>;

/** GET /api/users/{id} */
export async function fetchProfile(api: ApiClient, userId: string): Promise<UserDto> {
  const { data } = await api.callEnvelope(userRoutes.get, { params: { id: userId } });
  return data;
}

/** PUT /api/users/{id} {fullName, company, website, bio} */
export async function saveProfile(api: ApiClient, userId: string, body: ProfileUpdate): Promise<UserDto> {
  const { data } = await api.callEnvelope(userRoutes.update, { params: { id: userId }, body });
  return data;
}

/** POST /api/auth/change-password {currentPassword, newPassword} */
export async function changePassword(api: ApiClient, body: PasswordChange): Promise<void> {
  await api.callEnvelope(authRoutes.changePassword, { body });
}
