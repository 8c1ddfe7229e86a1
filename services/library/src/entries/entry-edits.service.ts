import { Injectable } from '@nestjs/common';
import { LibraryMessages as M, ModuleUpdatePreviewDto, SaveModuleRequest, SaveSectionRequest } from '@liquify/contracts';
import { knownCustomValues, mergeTemplateUpdate, variablesOf } from '@liquify/template-engine';
import { finalCodeFromTemplate } from '@liquify/template-engine';
import { knownSettingValues } from '@liquify/liquid-preview';
import { LibraryErrors as E } from '../library.errors';
import { EntriesRepository } from '../entry-store/entries.repository';
import { EntriesService, OwnedEntry } from './entries.service';
import type { Caller } from '../read-models/account-arrival';
import { entryUpdated } from './entry-events';
import { EntryDoc, EntryVersion } from '../entry-store/entry.schema';
import { isUpdateAvailable } from './entry.mapper';
import { LibraryCacheTags, snippetTagsOf, userTag } from '../cache-tags/library-cache-tags';
import { SectionCodeCheck } from './section-code.check';

/** Saving customisations and moving between template versions (update, stay pinned, rollback). */
@Injectable()
export class EntryEditsService {
  constructor(
    private readonly entries: EntriesService,
    private readonly repository: EntriesRepository,
    private readonly tags: LibraryCacheTags,
    private readonly sectionCode: SectionCodeCheck,
  ) {}

  /**
   * PUT /api/user-modules/{id}: {customValues} re-renders `code` from the entry's own template (the client's
   * code, template and variables are never taken as they are); {title} / {description} rename it.
   */
  async saveModule(caller: Caller, id: string, body: SaveModuleRequest): Promise<OwnedEntry> {
    const owned = await this.entries.editable(caller, 'module', id);
    const { entry } = owned;
    const set: Partial<EntryDoc> = {};
    if (body.customValues !== undefined) {
      const variables = variablesOf(entry);
      const customValues = knownCustomValues(body.customValues, variables);
      set.customValues = customValues;
      set.code = finalCodeFromTemplate(entry.templateCode, variables, customValues);
    }
    if (body.title !== undefined) set.title = body.title;
    if (body.description !== undefined) set.description = body.description;
    return this.commit(owned, set);
  }

  /**
   * PUT /api/user-sections/{id} {title, code}, both trimmed by the schema. The code must pass the Liquid
   * check the admin's saves pass (400 with the line and the reason otherwise).
   */
  async saveSection(caller: Caller, id: string, body: SaveSectionRequest): Promise<OwnedEntry> {
    const owned = await this.entries.editable(caller, 'section', id);
    if (body.code !== undefined) this.sectionCode.assertSavable(body.code);
    const set: Partial<EntryDoc> = {};
    if (body.title !== undefined) set.title = body.title;
    if (body.code !== undefined) set.code = body.code;
    // The settings' values stay those the (new) code's schema knows and can take (issue 24 item 12).
    if (body.code !== undefined || body.customValues !== undefined) {
      set.customValues = knownSettingValues(body.code ?? owned.entry.code, body.customValues ?? owned.entry.customValues ?? {});
    }
    return this.commit(owned, set);
  }

  /** The merge the update would make (new template, values carried over by name). */
  async previewUpdate(caller: Caller, id: string): Promise<ModuleUpdatePreviewDto> {
    const owned = await this.entries.owned(caller, 'module', id);
    const merge = this.pendingMerge(owned);
    const { entry } = owned;
    return {
      current: { templateCode: entry.templateCode, variables: variablesOf(entry) as never, customValues: entry.customValues, code: entry.code },
      next: { templateCode: merge.templateCode, variables: merge.variables as never, customValues: merge.customValues, code: merge.code },
      kept: merge.kept,
      added: merge.added,
      removed: merge.removed,
    };
  }

  /** Applies the update; the version it replaces is kept for one-step rollback. */
  async applyUpdate(caller: Caller, id: string): Promise<OwnedEntry> {
    const owned = await this.entries.editable(caller, 'module', id);
    const merge = this.pendingMerge(owned);
    return this.commit(owned, {
      previous: versionOf(owned.entry),
      templateCode: merge.templateCode,
      variables: merge.variables,
      customValues: merge.customValues,
      code: merge.code,
      templateVersion: owned.item!.templateVersion,
      skippedVersion: null,
    });
  }

  /** Stays on this version: the update is not shown again until the catalogue publishes another one. */
  async skipUpdate(caller: Caller, id: string): Promise<OwnedEntry> {
    const owned = await this.entries.editable(caller, 'module', id);
    this.pendingMerge(owned);
    return this.commit(owned, { skippedVersion: owned.item!.templateVersion }, false);
  }

  /** Returns to the version before the last update (once: the rolled-back version is not kept). */
  async rollback(caller: Caller, id: string): Promise<OwnedEntry> {
    const owned = await this.entries.editable(caller, 'module', id);
    const previous = owned.entry.previous;
    if (!previous) throw E.NO_PREVIOUS_VERSION(M.noPreviousVersion);
    // Rolling back to an older version means staying on it: the newer one is not offered again until the next.
    return this.commit(owned, { ...previous, previous: null, skippedVersion: owned.entry.templateVersion });
  }

  private pendingMerge(owned: OwnedEntry) {
    if (!isUpdateAvailable(owned.entry, owned.item)) throw E.NO_UPDATE_AVAILABLE(M.noUpdateAvailable);
    const item = owned.item!;
    return mergeTemplateUpdate({ templateCode: owned.entry.templateCode, variables: variablesOf(owned.entry), customValues: owned.entry.customValues ?? {} }, { templateCode: item.templateCode, variables: item.variables ?? [] });
  }

  /** Writes the change (with LibraryEntryUpdated when the shown fields moved) and invalidates the user's and the snippet's cached answers. */
  private async commit(owned: OwnedEntry, set: Partial<EntryDoc>, touchesSnippet = true): Promise<OwnedEntry> {
    const { entry } = owned;
    const shownChanged = (set.title !== undefined && set.title !== entry.title) || (set.description !== undefined && set.description !== entry.description);
    const events = shownChanged ? [entryUpdated({ ...entry, ...set })] : [];
    const updated = await this.repository.update(entry._id, set, ...events);
    if (!updated) throw E.ENTRY_NOT_FOUND(entry.kind === 'module' ? M.moduleNotFoundInLibrary : M.sectionNotFound);
    const tags = [userTag(entry.userId)];
    if (touchesSnippet) tags.push(...snippetTagsOf(updated));
    await this.tags.bump(tags);
    return { ...owned, entry: updated };
  }
}

function versionOf(entry: EntryDoc): EntryVersion {
  return { templateCode: entry.templateCode, variables: entry.variables, customValues: entry.customValues, code: entry.code, templateVersion: entry.templateVersion };
}
