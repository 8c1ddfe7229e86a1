import { Injectable } from '@nestjs/common';
import { zipSync, type Zippable } from 'fflate';
import { EntryLock, LIBRARY_KINDS, LibraryKind, LibraryMessages as LM, ThemeBundleRequest, ThemeFileMessages as M } from '@liquify/contracts';
import { LiquidProblem, sectionFileWithDefaults, themeBundleFiles, themeHandle, type BundleEntry } from '@liquify/liquid-preview';
import { readingOrder } from '@liquify/store-layout';
import { LibraryErrors as E } from '../library.errors';
import { EntriesService, OwnedEntry } from '../entries/entries.service';
import type { Caller } from '../read-models/account-arrival';
import type { EntryDoc } from '../entry-store/entry.schema';

/** A file to hand out as an attachment. */
export interface DownloadFile {
  fileName: string;
  contentType: string;
  body: string | Buffer;
}

/** Zip entries keep a fixed date, so the same store gives the same bytes. */
const ZIP_MTIME = new Date('2026-01-01T00:00:00Z');

/**
 * Shopify-native delivery (issue 24 items 12, 13): a library section as its `.liquid` file, a store's entries as a
 * theme bundle. Only the owner's unlocked entries are handed out (a locked entry's snippet renders nothing too).
 */
@Injectable()
export class ThemeFilesService {
  constructor(private readonly entries: EntriesService) {}

  async sectionFile(caller: Caller, id: string): Promise<DownloadFile> {
    const { entry } = usable(await this.entries.owned(caller, 'section', id), M.downloadLocked);
    return { fileName: `${themeHandle(entry.slug || entry.title, 'section')}.liquid`, contentType: 'text/plain; charset=utf-8', body: sectionFile(entry) };
  }

  /**
   * The store's entries, read with one listing per kind (whatever the store's size): an id that is not one of the
   * caller's live entries of that kind is 404, a locked entry 403 naming it.
   */
  async themeBundle(caller: Caller, body: ThemeBundleRequest): Promise<DownloadFile> {
    const refs: { _id: string; kind: LibraryKind }[] = [...body.modules.map((id) => ({ _id: id.toLowerCase(), kind: 'module' as const })), ...body.sections.map((id) => ({ _id: id.toLowerCase(), kind: 'section' as const }))];
    const [modules, sections] = await Promise.all(LIBRARY_KINDS.map((kind) => (refs.some((r) => r.kind === kind) ? this.entries.list(caller, kind) : Promise.resolve([]))));
    const held = new Map([...modules, ...sections].map((row) => [`${row.entry.kind}:${row.entry._id.toHexString()}`, row]));
    for (const ref of refs) {
      const row = held.get(`${ref.kind}:${ref._id}`);
      if (!row) throw E.ENTRY_NOT_FOUND(ref.kind === 'module' ? LM.moduleNotFoundInLibrary : LM.sectionNotFound);
      usable(row, M.bundleLocked(row.entry.title));
    }
    const entries = readingOrder(refs).map((ref): BundleEntry => {
      const { entry } = held.get(`${ref.kind}:${ref._id}`)!;
      return { kind: ref.kind, slug: entry.slug, title: entry.title, code: ref.kind === 'section' ? sectionFile(entry) : entry.code, customValues: {} };
    });
    const { files } = themeBundleFiles(body.storeName, entries);
    const zippable: Zippable = {};
    for (const [path, text] of files) zippable[path] = [new TextEncoder().encode(text), { mtime: ZIP_MTIME }];
    return { fileName: `liquify-${themeHandle(body.storeName, 'store')}-theme.zip`, contentType: 'application/zip', body: Buffer.from(zipSync(zippable, { level: 6 })) };
  }
}

function usable<T extends Pick<OwnedEntry, 'lock'>>(owned: T, message: string): T {
  const lock: EntryLock = owned.lock;
  if (lock) throw E.ENTRY_LOCKED(message);
  return owned;
}

/** The section's file: its saved code with the customer's settings as defaults (code saved before the schema checks: as it is). */
function sectionFile(entry: EntryDoc): string {
  try {
    return sectionFileWithDefaults(entry.code, entry.customValues ?? {}, entry.title);
  } catch (err) {
    if (err instanceof LiquidProblem) return entry.code;
    throw err;
  }
}
