/**
 * Landing-page constants, named once, straight from spec 1 §9 (business constants and limits).
 */

/** Modules fetched for the landing page (page 1); the client filters and ranks locally. */
export const LANDING_MODULE_FETCH_LIMIT = 10000;

/** Category chips: at most 12 including 'All', so at most 11 drawn from the modules. */
export const MAX_CATEGORY_CHIPS = 12;
export const ALL_CATEGORY = 'All';

/** Category filter result: at least 15, or 80 % of the matches when that is more. */
export const CATEGORY_FILTER_MIN_RESULTS = 15;
export const CATEGORY_FILTER_SHARE = 0.8;

/** 'All' view with no search: about 12 items in random order. */
export const ALL_VIEW_SIZE = 12;

/** Search results: at most 15. */
export const MAX_SEARCH_RESULTS = 15;

/** Library showcase: up to 12 items. Sections are fetched with page 1, limit 1000. */
export const MAX_SHOWCASE_ITEMS = 12;
export const SHOWCASE_SECTION_FETCH_LIMIT = 1000;

/** Typing placeholder animation. */
export const TYPE_MS_PER_CHAR = 80;
export const ERASE_MS_PER_CHAR = 40;
export const HOLD_MS = 2000;

/** Interactive phone preview scroll range, in pixels. */
export const PREVIEW_SCROLL_MIN = 0;
export const PREVIEW_SCROLL_MAX = 1000;

/** The top bar switches to its scrolled look past this many pixels. */
export const NAVBAR_SCROLL_THRESHOLD_PX = 50;

/** Support mail address shown in the footer. */
export const SUPPORT_EMAIL = 'support@liquify.dev';
