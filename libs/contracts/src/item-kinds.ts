/**
 * The two kinds of catalogue item, named once: what the catalogue publishes, a customer adds to the library,
 * places in stores, downloads in a theme bundle and asks support about. Every area's kind is this one
 * (LIBRARY_KINDS, STORE_ITEM_KINDS and the read models' kinds are it under their area's name).
 */
export const ITEM_KINDS = ['module', 'section'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
