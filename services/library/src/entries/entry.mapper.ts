import { DAY_MS, EntryLock, LibraryModuleCardDto, LibraryModuleDto, LibrarySectionCardDto, LibrarySectionDto, LOADS_WINDOW_DAYS, utcDay } from '@liquify/contracts';
import type { TemplateVariable } from '@liquify/template-engine';
import { extractVariables } from '@liquify/template-engine';
import type { CatalogueItemDoc } from '../read-models/read-models.schema';
import type { EntryDoc } from '../entry-store/entry.schema';

/** The last 30 UTC days, oldest first, today included. */
export function windowDays(now: number): string[] {
  return Array.from({ length: LOADS_WINDOW_DAYS }, (_, i) => utcDay(now - (LOADS_WINDOW_DAYS - 1 - i) * DAY_MS));
}

export function usageOf(entry: Pick<EntryDoc, 'usage'>, now: number, withDaily: boolean): LibraryModuleDto['usage'] {
  const days = entry.usage?.days ?? {};
  const window = windowDays(now);
  const loads = window.reduce((sum, day) => sum + (days[day] ?? 0), 0);
  return {
    loads,
    topDomains: loads > 0 ? (entry.usage?.topDomains ?? []) : [],
    ...(withDaily ? { daily: window.map((date) => ({ date, loads: days[date] ?? 0 })) } : {}),
  };
}

/** Retired: the catalogue item was deleted or is no longer published. The entry stays usable. */
export function isRetired(item: CatalogueItemDoc | undefined | null): boolean {
  return !item || item.deletedAt !== null || item.status !== 'published';
}

/** The catalogue published a template version the entry is not on, and the user did not choose to stay on this one. */
export function isUpdateAvailable(entry: Pick<EntryDoc, 'templateVersion' | 'skippedVersion' | 'kind'>, item: CatalogueItemDoc | undefined | null): boolean {
  if (entry.kind !== 'module' || !item || isRetired(item) || !item.templateVersion) return false;
  return item.templateVersion !== entry.templateVersion && item.templateVersion !== entry.skippedVersion;
}

const variablesOf = (entry: EntryDoc): TemplateVariable[] => (entry.variables?.length ? entry.variables : entry.kind === 'module' ? extractVariables(entry.templateCode) : []);

function catalogueRef(entry: EntryDoc, item: CatalogueItemDoc | undefined | null) {
  return {
    _id: entry.catalogueId,
    slug: item?.slug || entry.slug,
    title: item?.title ?? entry.title,
    category: item?.category ?? entry.category,
    thumbnail: item?.thumbnail ?? entry.thumbnail,
    featured: item?.featured ?? entry.featured,
  };
}

export interface MapContext {
  lock: EntryLock;
  item: CatalogueItemDoc | undefined | null;
  now: number;
  withDaily?: boolean;
}

export function toModuleDto(entry: EntryDoc, context: MapContext): LibraryModuleDto {
  return {
    ...toModuleCardDto(entry, context),
    module: catalogueRef(entry, context.item),
    code: entry.code,
    templateCode: entry.templateCode,
    variables: variablesOf(entry) as LibraryModuleDto['variables'],
    customValues: entry.customValues ?? {},
    canRollback: entry.previous !== null && entry.previous !== undefined,
    usage: usageOf(entry, context.now, context.withDaily ?? false),
  };
}

export function toSectionDto(entry: EntryDoc, context: MapContext): LibrarySectionDto {
  return {
    ...toSectionCardDto(entry, context),
    user: entry.userId,
    section: catalogueRef(entry, context.item),
    code: entry.code,
    templateCode: entry.templateCode,
    status: 'active',
    variables: variablesOf(entry) as LibrarySectionDto['variables'],
    customValues: entry.customValues ?? {},
  };
}

/** The fields of an entry's card, common to both kinds (what the library list shows). */
function cardOf(entry: EntryDoc, { lock, item }: MapContext) {
  return {
    _id: entry._id.toHexString(),
    title: entry.title,
    description: entry.description,
    slug: entry.slug,
    category: entry.category,
    thumbnail: entry.thumbnail,
    featured: entry.featured,
    usageCount: entry.usageCount ?? 0,
    createdAt: new Date(entry.createdAt).toISOString(),
    updatedAt: new Date(entry.updatedAt).toISOString(),
    locked: lock !== null,
    lockReason: lock,
    retired: isRetired(item),
  };
}

/** A module in the library list: its card, state and usage; the code comes with the entry's own GET. */
export function toModuleCardDto(entry: EntryDoc, context: MapContext): LibraryModuleCardDto {
  return {
    ...cardOf(entry, context),
    moduleId: entry.catalogueId,
    updateAvailable: isUpdateAvailable(entry, context.item),
    hasRemoteSnippet: Boolean(entry.snippetTokenHash),
    usage: usageOf(entry, context.now, false),
  };
}

/** A section in the library list: its card and state; the code comes with the entry's own GET. */
export function toSectionCardDto(entry: EntryDoc, context: MapContext): LibrarySectionCardDto {
  return { ...cardOf(entry, context), sectionId: entry.catalogueId };
}
