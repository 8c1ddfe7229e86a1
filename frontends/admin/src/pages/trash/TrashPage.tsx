/**
 * Corbeille (issue #25 item 11): the modules, sections, plans and FAQ entries deleted in the last 30 days,
 * grouped by kind, each with the days left before it is deleted for good and a "Restaurer" button. Loading,
 * empty and error states; a refused restore (its slug taken meanwhile) shows the server's reason.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RotateCcw, Trash2 } from 'lucide-react';
import { TRASH_KINDS, TRASH_RETENTION_DAYS, type TrashedItem, type TrashKind } from '@liquify/contracts';
import { useApi } from '@liquify/session';
import { Button, PageHeader, useToast } from '@liquify/ui';
import { adminKeys, LISTS_OF_KIND } from '../../api/query-keys';
import { trashApi } from '../../api/trash';
import { filterControlClass } from '../../components/FilterBar';
import { ActionError, ListStates } from '../../components/ListControls';
import { daysLeftLabel, formatTrashedAt, groupByKind, itemsOfKind, restoredMessage, TRASH_KIND_LABELS, TRASH_KIND_SINGULAR } from './trash-view';

function TrashRow({ item, busy, onRestore }: { item: TrashedItem; busy: boolean; onRestore: () => void }) {
  const urgent = item.daysLeft <= 3;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="break-words font-medium text-slate-900">{item.title}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{TRASH_KIND_SINGULAR[item.kind]}</span>
          {item.slug ? <span className="break-all font-mono text-xs">{item.slug}</span> : null}
          <span>
            Supprimé le <time dateTime={item.trashedAt}>{formatTrashedAt(item.trashedAt)}</time>
          </span>
          <span className={urgent ? 'font-semibold text-red-700' : 'text-slate-700'}>{daysLeftLabel(item.daysLeft)}</span>
        </p>
      </div>
      <Button variant="secondary" busy={busy} disabled={busy} onClick={onRestore} aria-label={`Restaurer ${item.title}`} className="shrink-0 self-start sm:self-auto">
        <RotateCcw className="h-4 w-4" aria-hidden="true" />
        Restaurer
      </Button>
    </li>
  );
}

export default function TrashPage() {
  const api = useApi();
  const trash = trashApi(api);
  const queryClient = useQueryClient();
  const toast = useToast();
  const [kind, setKind] = useState<TrashKind | ''>('');
  const [error, setError] = useState<string | null>(null);
  const list = useQuery({ queryKey: adminKeys.trash, queryFn: () => trash.list() });
  const restore = useMutation({
    mutationFn: (item: TrashedItem) => trash.restore(item),
    onMutate: () => setError(null),
    onSuccess: (_answer, item) => {
      toast.success(restoredMessage(item));
      for (const queryKey of [adminKeys.trash, ...LISTS_OF_KIND[item.kind]]) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (err) => setError(err.message),
  });
  const groups = groupByKind(itemsOfKind(list.data ?? [], kind));

  return (
    <div>
      <PageHeader title="Corbeille" subtitle={`Les éléments supprimés sont conservés ${TRASH_RETENTION_DAYS} jours, puis supprimés définitivement.`} />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <select aria-label="Type d'élément" value={kind} onChange={(e) => setKind(e.target.value as TrashKind | '')} className={`${filterControlClass} w-full sm:w-56`}>
          <option value="">Tous les types</option>
          {TRASH_KINDS.map((k) => (
            <option key={k} value={k}>
              {TRASH_KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <ActionError error={error} onDismiss={() => setError(null)} title="Restauration impossible" />
      <div className="mt-4">
        <ListStates
          pending={list.isPending}
          error={list.error}
          errorTitle="Erreur"
          empty={groups.length === 0}
          loadingLabel="Chargement de la corbeille"
          emptyText={kind ? `Aucun élément de ce type dans la corbeille` : 'La corbeille est vide'}
        >
          <div className="space-y-6">
            {groups.map((group) => (
              <section key={group.kind} aria-labelledby={`trash-${group.kind}`}>
                <h2 id={`trash-${group.kind}`} className="mb-2 flex items-center gap-2 text-lg font-semibold text-slate-900">
                  <Trash2 className="h-4 w-4 text-slate-500" aria-hidden="true" />
                  {TRASH_KIND_LABELS[group.kind]} ({group.items.length})
                </h2>
                <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                  {group.items.map((item) => (
                    <TrashRow key={`${item.kind}:${item._id}`} item={item} busy={restore.isPending && restore.variables?._id === item._id} onRestore={() => restore.mutate(item)} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </ListStates>
      </div>
    </div>
  );
}
