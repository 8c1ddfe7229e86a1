import { z } from 'zod';
import { objectIdSchema } from '../common';

/** Issue 24 items 12 and 13: a library section as a `.liquid` file, a store as a Shopify theme bundle. */
export const THEME_BUNDLE_MAX_ITEMS = 200;
export const THEME_BUNDLE_STORE_NAME_MAX = 100;

export const ThemeFileMessages = {
  downloadLocked: 'This item is locked by your plan and cannot be downloaded. Upgrade your plan to download it.',
  bundleLocked: (title: string) => `"${title}" is locked by your plan: upgrade your plan or take it out of this store to download the theme.`,
  bundleEmpty: 'Add modules or sections to this store before downloading it as a theme.',
  storeNameRequired: 'storeName is required',
  tooManyItems: `A theme bundle holds at most ${THEME_BUNDLE_MAX_ITEMS} items`,
  duplicateItem: 'An item is listed twice',
} as const;

const M = ThemeFileMessages;
const ids = z.array(objectIdSchema, { error: 'must be a list of ids' }).max(THEME_BUNDLE_MAX_ITEMS, M.tooManyItems).default([]);

/**
 * POST /api/user-library/theme-bundle: the store's name (the template's name) and its library entries. The
 * server checks every entry is the caller's and usable, and orders them as the store's tetris layout does.
 */
export const themeBundleRequestSchema = z
  .object(
    {
      storeName: z.string({ error: M.storeNameRequired }).trim().min(1, M.storeNameRequired).max(THEME_BUNDLE_STORE_NAME_MAX, `storeName must be at most ${THEME_BUNDLE_STORE_NAME_MAX} characters`),
      modules: ids,
      sections: ids,
    },
    { error: 'Request body must be a JSON object' },
  )
  .refine((b) => b.modules.length + b.sections.length > 0, { message: M.bundleEmpty, path: ['modules'] })
  .refine((b) => b.modules.length + b.sections.length <= THEME_BUNDLE_MAX_ITEMS, { message: M.tooManyItems, path: ['sections'] })
  .refine((b) => new Set([...b.modules, ...b.sections].map((id) => id.toLowerCase())).size === b.modules.length + b.sections.length, { message: M.duplicateItem, path: ['sections'] });
export type ThemeBundleRequest = z.infer<typeof themeBundleRequestSchema>;

/** `attachment; filename="<name>"` (names are handles: no quote or backslash to escape). */
export const attachmentDisposition = (fileName: string) => `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`;

