/**
 * A list's row selection and its bulk actions (issue #25 item 12): one confirmation naming the count, the
 * action run on the server (each row under the single route's rules), then a toast when all went through or
 * the refused rows listed with their reasons, the list reloaded and the selection cleared. The selection is
 * cleared when the list shows something else (another page, search or filter).
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { BulkAnswer } from '@liquify/contracts';
import { useToast } from '@liquify/ui';
import { bulkFailures, pageSelection, toggled, toggledPage } from './bulk-selection';

export interface BulkRequest {
  title: string;
  /** Names the count, e.g. "Delete 12 users?" / "Supprimer 12 modules ?". */
  question: string;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  run: (ids: string[]) => Promise<Pick<BulkAnswer, 'message' | 'data'>>;
  /** The success toast in the screen's language (default: the server's summary). */
  done?: (succeeded: number) => string;
}

/** `invalidates`: the queries a bulk action changes (the list's own `invalidates`), reloaded when it is done. */
export function useBulk<TItem>({ items, idOf, nameOf, invalidates, shown }: { items: readonly TItem[]; idOf: (item: TItem) => string; nameOf: (item: TItem) => string; invalidates: readonly QueryKey[]; shown: unknown }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [pending, setPending] = useState<BulkRequest | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pageIds = items.map(idOf);
  const shownKey = JSON.stringify(shown);
  useEffect(() => setSelected(new Set()), [shownKey]);

  const action = useMutation({
    mutationFn: ({ request, ids }: { request: BulkRequest; ids: string[] }) => request.run(ids),
    onSuccess: (answer, { request }) => {
      const names = new Map(items.map((item) => [idOf(item), nameOf(item)]));
      const failures = bulkFailures(answer, (id) => names.get(id));
      if (failures) setError(failures);
      else toast.success(request.done ? request.done(answer.data.succeeded) : answer.message);
      setSelected(new Set());
    },
    onError: (err) => setError(err.message),
    onSettled: () => {
      setPending(null);
      for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
    },
  });

  return {
    count: selected.size,
    isSelected: (item: TItem) => selected.has(idOf(item)),
    toggle: (item: TItem) => setSelected((current) => toggled(current, idOf(item))),
    page: pageSelection(selected, pageIds),
    togglePage: () => setSelected((current) => toggledPage(current, pageIds)),
    clear: () => setSelected(new Set()),
    ask: (request: BulkRequest) => {
      setError(null);
      setPending(request);
    },
    confirm: {
      open: pending !== null,
      title: pending?.title ?? '',
      question: pending?.question ?? '',
      confirmLabel: pending?.confirmLabel,
      tone: pending?.tone ?? 'danger',
      busy: action.isPending,
      onCancel: () => setPending(null),
      onConfirm: () => {
        if (pending) action.mutate({ request: pending, ids: [...selected] });
      },
    },
    error,
    clearError: () => setError(null),
  };
}

/** What a bulk bar needs of the selection (whatever the rows are). */
export type BulkActions = Pick<ReturnType<typeof useBulk<unknown>>, 'count' | 'clear' | 'ask' | 'confirm'>;
