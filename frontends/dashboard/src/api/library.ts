/** The library service's calls (doc 2 §7 "Library"), relative to the API root; shapes from the library contracts. */
import type { ApiClient } from '@liquify/api-client';
import type {
  CustomValues,
  LibraryModuleCardDto,
  LibraryModuleDto,
  LibrarySectionCardDto,
  LibrarySectionDto,
  LibraryVariable,
  ModuleUpdatePreviewDto,
  QuotaCheckDto,
  EntryStores,
  RemoteSnippetResultDto,
} from '@liquify/contracts';

import { libraryModuleRoutes, librarySectionRoutes, remoteSnippetRoutes, storeRoutes, themeFileRoutes } from '@liquify/contracts/routes';

export type TemplateVariable = LibraryVariable;
/** A library module as its own GET answers it (the editor's): with its code, template, variables and values. */
export type LibraryModule = LibraryModuleDto;
export type LibrarySection = LibrarySectionDto;
/** A library module as the list answers it: what a card shows, no code (issue 26 item 4: fetch the entry for it). */
export type LibraryModuleCard = LibraryModuleCardDto;
/** Optimistic placeholders carry a temporary id and `pending` (doc 2 §3). */
export type LibrarySectionCard = LibrarySectionCardDto & { pending?: boolean };
export type QuotaCheck = QuotaCheckDto;
export type ModuleUpdatePreview = ModuleUpdatePreviewDto;

export function catalogueIdOf(ref: string | { _id: string } | null | undefined): string {
  return typeof ref === 'string' ? ref : (ref?._id ?? '');
}

export const libraryApi = {
  /** The section as a Shopify section file (issue 24 item 12). */
  downloadSection(api: ApiClient, id: string) {
    return api.downloadRoute(themeFileRoutes.sectionFile, { params: { id } });
  },
  /** A store's entries as a Shopify theme bundle, ordered by the server as the store's layout (issue 24 item 13). */
  downloadThemeBundle(api: ApiClient, body: { storeName: string; modules: string[]; sections: string[] }) {
    return api.downloadRoute(themeFileRoutes.themeBundle, { body });
  },
  /** The library's modules as cards (no code: `module(id)` reads an entry's). */
  async modules(api: ApiClient): Promise<LibraryModuleCard[]> {
    const body = await api.callRoute(libraryModuleRoutes.list);
    return body?.data ?? [];
  },
  /** The library's sections as cards (no code: `section(id)` reads an entry's). */
  async sections(api: ApiClient): Promise<LibrarySectionCard[]> {
    const body = await api.callRoute(librarySectionRoutes.list);
    return body?.data ?? [];
  },
  async addModule(api: ApiClient, moduleId: string): Promise<LibraryModule> {
    const body = await api.callRoute(libraryModuleRoutes.add, { body: { moduleId } });
    return body.data;
  },
  async addSection(api: ApiClient, sectionId: string): Promise<LibrarySection> {
    const body = await api.callRoute(librarySectionRoutes.add, { body: { sectionId } });
    return body.data;
  },
  async removeModule(api: ApiClient, id: string): Promise<void> {
    await api.callRoute(libraryModuleRoutes.remove, { params: { id } });
  },
  async removeSection(api: ApiClient, id: string): Promise<void> {
    await api.callRoute(librarySectionRoutes.remove, { params: { id } });
  },
  /** Undo of a removal (within the server's restore window): the same entry, values, snippet link and store places. */
  async restoreModule(api: ApiClient, id: string): Promise<LibraryModule> {
    const body = await api.callRoute(libraryModuleRoutes.restore, { params: { id } });
    return body.data;
  },
  async restoreSection(api: ApiClient, id: string): Promise<LibrarySection> {
    const body = await api.callRoute(librarySectionRoutes.restore, { params: { id } });
    return body.data;
  },
  /** The user's stores that hold the entry (what a removal takes it out of). */
  async storesHolding(api: ApiClient, id: string): Promise<EntryStores> {
    const body = await api.callRoute(storeRoutes.holding, { params: { entryId: id } });
    return body.data;
  },
  async moduleQuota(api: ApiClient, moduleSlug?: string): Promise<QuotaCheck> {
    const body = await api.callRoute(libraryModuleRoutes.quotaCheck, { query: { moduleSlug } });
    return body.data;
  },
  async sectionQuota(api: ApiClient): Promise<QuotaCheck> {
    const body = await api.callRoute(librarySectionRoutes.quotaCheck);
    return body.data;
  },
  async updateModule(
    api: ApiClient,
    id: string,
    patch: { title: string } | { description: string } | { customValues: CustomValues; code?: string; templateCode?: string; variables?: LibraryVariable[] },
  ): Promise<LibraryModule> {
    const body = await api.callRoute(libraryModuleRoutes.save, { params: { id }, body: patch });
    return body.data;
  },
  async section(api: ApiClient, id: string): Promise<LibrarySection> {
    const body = await api.callRoute(librarySectionRoutes.get, { params: { id } });
    return body.data;
  },
  async updateSection(api: ApiClient, id: string, patch: { title: string; code: string; customValues?: CustomValues }): Promise<LibrarySection> {
    const body = await api.callRoute(librarySectionRoutes.save, { params: { id }, body: patch });
    return body.data;
  },
  async module(api: ApiClient, id: string): Promise<LibraryModule> {
    const body = await api.callRoute(libraryModuleRoutes.get, { params: { id } });
    return body.data;
  },
  async updatePreview(api: ApiClient, id: string): Promise<ModuleUpdatePreview> {
    const body = await api.callRoute(libraryModuleRoutes.previewUpdate, { params: { id } });
    return body.data;
  },
  async applyUpdate(api: ApiClient, id: string): Promise<LibraryModule> {
    const body = await api.callRoute(libraryModuleRoutes.applyUpdate, { params: { id } });
    return body.data;
  },
  async skipUpdate(api: ApiClient, id: string): Promise<LibraryModule> {
    const body = await api.callRoute(libraryModuleRoutes.skipUpdate, { params: { id } });
    return body.data;
  },
  async rollback(api: ApiClient, id: string): Promise<LibraryModule> {
    const body = await api.callRoute(libraryModuleRoutes.rollback, { params: { id } });
    return body.data;
  },
  /** The module's current snippet (always the same link: opening the dialog never breaks an embedded one). */
  async snippetLink(api: ApiClient, moduleId: string): Promise<RemoteSnippetResultDto> {
    const body = await api.callRoute(remoteSnippetRoutes.token, { params: { id: moduleId } });
    return body.data;
  },
  /** A new link; the old one stops working in every store that uses it. */
  async replaceSnippet(api: ApiClient, moduleId: string): Promise<RemoteSnippetResultDto> {
    const body = await api.callRoute(remoteSnippetRoutes.replace, { params: { id: moduleId } });
    return body.data;
  },
};
