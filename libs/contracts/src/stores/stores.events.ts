import { z } from 'zod';
import { defineEvent } from '../events/envelope';

/** A store as other services see it (support offers a user's stores as a ticket's context). */
export const storePayloadSchema = z.object({
  storeId: z.string(),
  userId: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type StorePayload = z.infer<typeof storePayloadSchema>;

export const StoreCreated = defineEvent('stores.store.created.v1', storePayloadSchema, (d) => d.storeId);
export const StoreUpdated = defineEvent('stores.store.updated.v1', storePayloadSchema, (d) => d.storeId);
export const StoreDeleted = defineEvent('stores.store.deleted.v1', z.object({ storeId: z.string(), userId: z.string() }), (d) => d.storeId);
