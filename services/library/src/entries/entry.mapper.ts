import { DAY_MS, EntryLock, LibraryModuleDto, LibrarySectionDto, LOADS_WINDOW_DAYS, utcDay } from '@liquify/contracts';
import type { TemplateVariable } from '@liquify/template-engine';
import { extractVariables } from '@liquify/template-engine';
import type { CatalogueItemDoc } from '../read-models/read-models.schema';
import type { EntryDoc } from './entry.schema';


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

export function toModuleDto(entry: EntryDoc, { lock, item, now, withDaily = false }: MapContext): LibraryModuleDto {
  return {
    _id: entry._id.toHexString(),
    moduleId: entry.catalogueId,
    module: catalogueRef(entry, item),
    title: entry.title,
    description: entry.description,
    slug: entry.slug,
    category: entry.category,
    thumbnail: entry.thumbnail,
    featured: entry.featured,
    usageCount: entry.usageCount ?? 0,
    code: entry.code,
    templateCode: entry.templateCode,
    variables: variablesOf(entry) as LibraryModuleDto['variables'],
    customValues: entry.customValues ?? {},
    createdAt: new Date(entry.createdAt).toISOString(),
    updatedAt: new Date(entry.updatedAt).toISOString(),
    locked: lock !== null,
    lockReason: lock,
    retired: isRetired(item),
    updateAvailable: isUpdateAvailable(entry, item),
    canRollback: entry.previous !== null && entry.previous !== undefined,
    hasRemoteSnippet: Boolean(entry.snippetTokenHash),
    usage: usageOf(entry, now, withDaily),
  };
}

export function toSectionDto(entry: EntryDoc, { lock, item }: MapContext): LibrarySectionDto {
  return {
    _id: entry._id.toHexString(),
    user: entry.userId,
    sectionId: entry.catalogueId,
    section: catalogueRef(entry, item),
    title: entry.title,
    description: entry.description,
    slug: entry.slug,
    category: entry.category,
    thumbnail: entry.thumbnail,
    featured: entry.featured,
    code: entry.code,
    templateCode: entry.templateCode,
    status: 'active',
    variables: variablesOf(entry) as LibrarySectionDto['variables'],
    customValues: entry.customValues ?? {},
    usageCount: entry.usageCount ?? 0,
    createdAt: new Date(entry.createdAt).toISOString(),
    updatedAt: new Date(entry.updatedAt).toISOString(),
    locked: lock !== null,
    lockReason: lock,
    retired: isRetired(item),
  };
}
