import { z } from 'zod';
import { defineEvent } from '../events/envelope';

export const catalogueVariableSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.string(),
  defaultValue: z.string(),
  description: z.string().optional(),
  options: z.array(z.string()).optional(),
});

/** What read models (library, stores, billing's allowed lists, the landing page) need about an item. */
export const catalogueItemPayloadSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  thumbnail: z.string(),
  featured: z.boolean(),
  status: z.enum(['draft', 'published', 'archived']),
  templateCode: z.string(),
  variables: z.array(catalogueVariableSchema),
  updatedAt: z.string(),
});
const deletedPayload = z.object({ id: z.string(), slug: z.string() });
/** `trashedAt`: when it was trashed (the item's updatedAt then), so a read model orders it against a restore. */
const trashedPayload = z.object({ id: z.string(), slug: z.string(), trashedAt: z.string() });

/*
 * When each event is emitted (modules and sections alike; every payload carries the item's state after
 * the change, so a consumer can always upsert from it):
 *  - published:   the item became published (created as published, or its status changed to published);
 *  - unpublished: the item left published (status changed to draft or archived);
 *  - updated:     any other change (fields, featured toggle, a draft created or edited), whatever the status;
 *  - trashed:     an admin deleted the item: it is gone for customers but kept 30 days in the trash, where it
 *                 can be restored (read models hide it without undoing anything for good);
 *  - restored:    the item came back from the trash as it was (payload: its state, updatedAt = the restore);
 *  - deleted:     the item is gone for good (purged from the trash after 30 days).
 * For sections, `templateCode` is the Liquid code and `variables` is empty.
 */
export const ModulePublished = defineEvent('catalogue.module.published.v1', catalogueItemPayloadSchema, (d) => d.id);
export const ModuleUpdated = defineEvent('catalogue.module.updated.v1', catalogueItemPayloadSchema, (d) => d.id);
export const ModuleUnpublished = defineEvent('catalogue.module.unpublished.v1', catalogueItemPayloadSchema, (d) => d.id);
export const ModuleDeleted = defineEvent('catalogue.module.deleted.v1', deletedPayload, (d) => d.id);
export const SectionPublished = defineEvent('catalogue.section.published.v1', catalogueItemPayloadSchema, (d) => d.id);
export const SectionUpdated = defineEvent('catalogue.section.updated.v1', catalogueItemPayloadSchema, (d) => d.id);
export const SectionUnpublished = defineEvent('catalogue.section.unpublished.v1', catalogueItemPayloadSchema, (d) => d.id);
export const SectionDeleted = defineEvent('catalogue.section.deleted.v1', deletedPayload, (d) => d.id);
export const ModuleTrashed = defineEvent('catalogue.module.trashed.v1', trashedPayload, (d) => d.id);
export const ModuleRestored = defineEvent('catalogue.module.restored.v1', catalogueItemPayloadSchema, (d) => d.id);
export const SectionTrashed = defineEvent('catalogue.section.trashed.v1', trashedPayload, (d) => d.id);
export const SectionRestored = defineEvent('catalogue.section.restored.v1', catalogueItemPayloadSchema, (d) => d.id);
