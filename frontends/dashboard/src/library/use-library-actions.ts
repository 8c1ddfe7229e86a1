/**
 * Adding to and removing from the library (doc 2 §4, §8): the quota is checked first, then the add;
 * module adds prepend the server item, section adds insert a placeholder at once and replace it with
 * the server item (or drop it on failure). Every outcome shows the spec's toast.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@liquify/api-client';
import { ENTRY_UNDO_TOAST_MS } from '@liquify/contracts/rules';
import { useApi } from '@liquify/session';
import { libraryApi, type LibraryModuleCard, type LibrarySectionCard } from '../api/library';
import { queryGroups, queryKeys } from '../api/query-keys';
import { shortTitle } from '../shell/format';
import { useToast } from '../shell/toast';
import { useUpgradeDialog } from '../shell/upgrade-dialog';
import { limitReachedMessage } from '../shell/usage';

const VIEW_LIBRARY = { href: '/dashboard/library', label: 'View in My Library' };

export class QuotaReached extends Error {
  constructor(readonly limit: number) {
    super('quota reached');
  }
}
class QuotaCheckFailed extends Error {}

function serverError(error: unknown): string | undefined {
  return error instanceof ApiError ? (error.serverMessage ?? undefined) : undefined;
}

export function useAddModule() {
  const api = useApi();
  const client = useQueryClient();
  const toast = useToast();
  const upgrade = useUpgradeDialog();
  return useMutation({
    mutationFn: async (module: { _id: string; slug: string; title: string }) => {
      let quota;
      try {
        quota = await libraryApi.moduleQuota(api, module.slug);
      } catch {
        throw new QuotaCheckFailed();
      }
      if (!quota.canAdd) throw new QuotaReached(quota.limit);
      return libraryApi.addModule(api, module._id);
    },
    onSuccess: (entry, module) => {
      client.setQueryData<LibraryModuleCard[]>(queryKeys.libraryModules, (list) => [entry, ...(list ?? []).filter((e) => e._id !== entry._id)]);
      void client.invalidateQueries({ queryKey: queryKeys.libraryModules });
      toast.success('Module Added', `${shortTitle(module.title)} has been added to your library.`, { actionLink: VIEW_LIBRARY });
    },
    onError: (error) => {
      if (error instanceof QuotaCheckFailed) toast.error('Quota Check Failed', 'Unable to verify your plan limits. Please try again.');
      else if (error instanceof QuotaReached) {
        toast.warning('Plan Limit Reached', limitReachedMessage('modules', error.limit));
        upgrade.open('modules');
      } else toast.error('Failed to Add Module', serverError(error) ?? 'An error occurred while adding the module to your library.');
    },
  });
}

export interface SectionToAdd {
  _id: string;
  slug: string;
  title: string;
  description?: string;
  category?: string;
  thumbnail?: string;
  featured?: boolean;
}

export function useAddSection() {
  const api = useApi();
  const client = useQueryClient();
  const toast = useToast();
  const upgrade = useUpgradeDialog();
  return useMutation({
    mutationFn: async (section: SectionToAdd) => {
      let quota;
      try {
        quota = await libraryApi.sectionQuota(api);
      } catch {
        throw new QuotaCheckFailed();
      }
      if (!quota.canAdd) throw new QuotaReached(quota.limit);
      return libraryApi.addSection(api, section._id);
    },
    onMutate: async (section) => {
      await client.cancelQueries({ queryKey: queryKeys.librarySections });
      const tempId = `temp-${section._id}-${Date.now()}`;
      const now = new Date().toISOString();
      const placeholder: LibrarySectionCard = {
        _id: tempId,
        sectionId: section._id,
        title: section.title,
        description: section.description ?? '',
        slug: section.slug,
        category: section.category ?? '',
        thumbnail: section.thumbnail ?? '',
        featured: section.featured ?? false,
        locked: false,
        lockReason: null,
        retired: false,
        usageCount: 0,
        createdAt: now,
        updatedAt: now,
        pending: true,
      };
      client.setQueryData<LibrarySectionCard[]>(queryKeys.librarySections, (list) => [placeholder, ...(list ?? [])]);
      return { tempId };
    },
    onSuccess: (entry, section, context) => {
      client.setQueryData<LibrarySectionCard[]>(queryKeys.librarySections, (list) => (list ?? []).map((e) => (e._id === context?.tempId ? entry : e)));
      void client.invalidateQueries({ queryKey: queryKeys.librarySections });
      toast.success('Section Added', `${shortTitle(section.title)} has been added to your library.`, { actionLink: VIEW_LIBRARY });
    },
    onError: (error, _section, context) => {
      client.setQueryData<LibrarySectionCard[]>(queryKeys.librarySections, (list) => (list ?? []).filter((e) => e._id !== context?.tempId));
      if (error instanceof QuotaCheckFailed) toast.error('Quota Check Failed', 'Unable to verify your plan limits. Please try again.');
      else if (error instanceof QuotaReached) {
        toast.warning('Section Limit Reached', limitReachedMessage('sections', error.limit));
        upgrade.open('sections');
      } else toast.error('Failed to Add Section', serverError(error) ?? 'An error occurred while adding the section to your library.');
    },
  });
}

/** How each kind is removed and restored, and what its toasts say (doc 2 §8). */
const REMOVAL = {
  module: {
    key: queryKeys.libraryModules,
    remove: libraryApi.removeModule,
    restore: libraryApi.restoreModule,
    removed: 'Module Removed',
    restored: 'Module Restored',
    failed: ['Failed to Remove Module', 'An error occurred while removing the module from your library.'],
  },
  section: {
    key: queryKeys.librarySections,
    remove: libraryApi.removeSection,
    restore: libraryApi.restoreSection,
    removed: 'Section Removed',
    restored: 'Section Restored',
    failed: ['Failed to Remove Section', 'An error occurred while removing the section from your library.'],
  },
} as const;

/**
 * Removing an entry (asked first by the caller's dialog). The toast offers Undo for ENTRY_UNDO_TOAST_MS: the
 * server restores the same entry (values, snippet link, store places), never a copy made here.
 */
function useRemoveEntry<E extends { _id: string; title: string }>(kind: keyof typeof REMOVAL) {
  const api = useApi();
  const client = useQueryClient();
  const toast = useToast();
  const words = REMOVAL[kind];
  const restore = useMutation({
    mutationFn: async (entry: E): Promise<void> => {
      await words.restore(api, entry._id);
    },
    onSuccess: (_r, entry) => {
      void client.invalidateQueries({ queryKey: words.key });
      void client.invalidateQueries(queryGroups.stores);
      toast.success(words.restored, `${shortTitle(entry.title)} is back in your library, in the same stores.`);
    },
    onError: (error) => toast.error('Undo Failed', serverError(error) ?? 'The item could not be restored.'),
  });
  return useMutation({
    mutationFn: (entry: E) => words.remove(api, entry._id),
    onSuccess: (_r, entry) => {
      client.setQueryData<E[]>(words.key, (list) => (list ?? []).filter((e) => e._id !== entry._id));
      void client.invalidateQueries(queryGroups.stores);
      toast.success(words.removed, `${shortTitle(entry.title)} has been removed from your library.`, {
        duration: ENTRY_UNDO_TOAST_MS,
        action: { label: 'Undo', onAction: () => restore.mutate(entry) },
      });
    },
    onError: (error) => toast.error(words.failed[0], serverError(error) ?? words.failed[1]),
  });
}

export function useRemoveModule() {
  return useRemoveEntry<LibraryModuleCard>('module');
}

export function useRemoveSection() {
  return useRemoveEntry<LibrarySectionCard>('section');
}
