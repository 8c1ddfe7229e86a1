/**
 * Library constants and messages (spec doc 2 §3-§9), shared by the library service and the dashboard.
 * Messages quoted from the spec are marked; the others are written in its voice.
 */
import { ITEM_KINDS, type ItemKind } from '../item-kinds';
import { ADMIN_STATS_MAX_DAYS } from '../stats/stats.rules';
import { countOf } from '../text.rules';

/** What the library holds: the catalogue's item kinds. */
export const LIBRARY_KINDS = ITEM_KINDS;
export type LibraryKind = ItemKind;

/** Doc 2 §4: usage thresholds. */
export const NEAR_LIMIT_RATIO = 0.8;

export const ENTRY_TITLE_MAX_LENGTH = 200;
export const ENTRY_DESCRIPTION_MAX_LENGTH = 2000;
/** A section's edited code, like the catalogue's code limit. */
export const ENTRY_CODE_MAX_LENGTH = 500_000;
export const CUSTOM_VALUES_MAX_COUNT = 200;
export const CUSTOM_VALUE_MAX_LENGTH = 10_000;
/** Largest save of a library entry: a section's code, or a module's values (with template echoed back). */
export const LIBRARY_WRITE_BODY_LIMIT = 2 * 1024 * 1024;

/** A removed entry can be restored (Undo) for this long: it comes back exactly, with its snippet link and its store places. */
export const ENTRY_RESTORE_WINDOW_MS = 10 * 60_000;
/** How long the dashboard offers Undo after a removal (at least 10 s). */
export const ENTRY_UNDO_TOAST_MS = 12_000;

/** Snippet analytics: the window shown on an entry and how many embedding domains are listed. */
export const LOADS_WINDOW_DAYS = 30;
export const TOP_DOMAINS_COUNT = 5;
/** Doc 2 §2/§9: downstream caches (CDN, browser) may keep a snippet up to 15 minutes. */
export const SNIPPET_MAX_CACHE_SECONDS = 15 * 60;
/**
 * Issue 26 item 5: once its copy is older than max-age, a CDN may serve it this much longer while it revalidates
 * in the background (stale-while-revalidate; the revalidation is a 304 when nothing changed).
 */
export const SNIPPET_DEFAULT_STALE_SECONDS = 60;
/** Doc 2 §2: the token is shown truncated to its first 30 characters. */
export const SNIPPET_TOKEN_DISPLAY_LENGTH = 30;
/** Tokens are `lq_` + 43 base64url characters (256 random bits). */
export const SNIPPET_TOKEN_PATTERN = /^lq_[A-Za-z0-9_-]{43}$/;

export const LibraryMessages = {
  // doc 2 §8 (quoted)
  noAccessModule: 'You do not have access to this module.',
  moduleNotFoundInLibrary: 'Module not found.',
  sectionNotFound: 'Section not found',
  moduleNotFound: 'Module not found',
  addModuleFailed: 'Failed to add module to library',
  addSectionFailed: 'Failed to add section to library',
  sectionIdRequired: 'Section ID is required',
  // written in the spec's voice
  noAccessSection: 'You do not have access to this section.',
  moduleIdRequired: 'Module ID is required',
  moduleNotInPlan: 'This module is not included in your plan. Upgrade your plan to use it.',
  sectionNotInPlan: 'This section is not included in your plan. Upgrade your plan to use it.',
  sectionLocked: 'Locked: this section is not published and cannot be added.',
  moduleUnavailable: 'Module not found',
  moduleAlreadyInLibrary: 'This module is already in your library.',
  sectionAlreadyInLibrary: 'This section is already in your library.',
  moduleLimitReached: (limit: number) => `You've reached your plan limit of ${countOf(limit, 'module', 'modules')}. Upgrade your plan to add more.`,
  sectionLimitReached: (limit: number) => `You've reached your plan limit of ${countOf(limit, 'section', 'sections')}. Upgrade your plan to add more.`,
  entryLockedModule: 'This module is locked: your plan holds fewer modules than your library. Upgrade your plan or remove newer modules to edit it.',
  entryLockedSection: 'This section is locked: your plan holds fewer sections than your library. Upgrade your plan or remove newer sections to edit it.',
  entryLockedByPlan: 'This item is locked: it is not included in your current plan.',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${ENTRY_TITLE_MAX_LENGTH} characters long`,
  descriptionTooLong: `Description must be at most ${ENTRY_DESCRIPTION_MAX_LENGTH} characters long`,
  codeTooLong: `Code must be at most ${ENTRY_CODE_MAX_LENGTH} characters long`,
  saveBodyInvalid: 'Send {customValues}, {title} or {description}',
  sectionSaveBodyInvalid: 'Send {title}, {code} and/or {customValues}',
  customValuesInvalid: 'customValues must map variable names to texts, numbers or booleans',
  noUpdateAvailable: 'This module is already on the latest version.',
  noPreviousVersion: 'There is no previous version to return to.',
  moduleRemoved: 'Module removed from library',
  sectionRemoved: 'Section removed from library',
  moduleRestored: 'Module restored to library',
  sectionRestored: 'Section restored to library',
  entryNotRemoved: 'This item is in your library: there is nothing to restore.',
  restoreWindowOver: 'This item can no longer be restored: removals can be undone for 10 minutes.',
  updateSkipped: 'You stay on this version; you will be told about the next one.',
  statsRangeInvalid: '"from" must be before "to"',
  statsRangeTooLong: `The range is limited to ${ADMIN_STATS_MAX_DAYS} days`,
  // the 404 script of an unknown or revoked snippet token (console message)
  snippetNotFound: 'Liquify: this remote snippet is unknown or was revoked. Generate a new one in your library (My Library > Customize > Remote Snippet).',
  // the 410 answer of a removed entry's or a deleted account's snippet (console message)
  snippetGone: 'Liquify: this remote snippet no longer exists (its module was removed from the library, or the account was closed).',
  // the console message of a locked entry's snippet (it renders nothing)
  snippetLockedByLimit: 'Liquify: this remote snippet is paused: its module is locked because the plan holds fewer modules than the library. Upgrade the plan (or remove newer modules) and it shows again.',
  snippetLockedByPlan: 'Liquify: this remote snippet is paused: its module is not included in the current plan. Upgrade the plan and it shows again.',
} as const;
