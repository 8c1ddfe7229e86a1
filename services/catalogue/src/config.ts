import { envBoolean, envPort, serviceEnvSchema } from '@liquify/config';
import { z } from 'zod';

export const configSchema = serviceEnvSchema.extend({
  PORT: envPort(3002),
  /** Load the seed catalogue on start when the modules/sections collections are empty. */
  SEED_ON_START: envBoolean(true),
  /** Folder of the seed catalogue (modules/, sections/, thumbnails/); default: services/catalogue/seed. */
  SEED_DIR: z.string().min(1).optional(),
  /** Lifetime of a cached public answer in Redis; changes invalidate it at once anyway. */
  CATALOGUE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86400).default(600),
  /** Wall-clock budget for rendering one section preview with liquidjs. */
  /** How often the trash purge looks for items deleted 30 days ago (once across replicas). */
  TRASH_PURGE_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(3_600_000),
  PREVIEW_RENDER_LIMIT_MS: z.coerce.number().int().min(10).max(10000).default(1000),
});
export type CatalogueConfig = z.infer<typeof configSchema>;

