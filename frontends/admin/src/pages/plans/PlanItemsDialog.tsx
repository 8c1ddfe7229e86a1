/**
 * Manage Modules / Manage Sections (doc 3 §2, §4): search, category filter, a grid of cards toggling
 * allowed / not allowed, "X of Y allowed", featured items as "Pro", Done. A toggle shows at once
 * (optimistic); when saving fails the error is toasted and the list reloads from the server.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Lock } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button, Dialog, LoadingState, useToast } from '@liquify/ui';
import { useApi } from '@liquify/session';
import { plansApi, type AdminPlan, type PlanItemEntry, type PlanItemKind } from '../../api/plans';
import { adminKeys } from '../../api/query-keys';
import { toggleAllowed } from './plan-items';

const inputClass = 'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';

const TEXT = {
  modules: { title: 'Manage Modules', noun: 'modules', saved: 'Modules updated successfully' },
  sections: { title: 'Manage Sections', noun: 'sections', saved: 'Sections updated successfully' },
} as const;

export function PlanItemsDialog({ plan, kind, onClose }: { plan: AdminPlan; kind: PlanItemKind; onClose: () => void }) {
  const api = useApi();
  const plans = plansApi(api);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const key = adminKeys.plans.items(plan._id, kind);
  const text = TEXT[kind];

  const items = useQuery({ queryKey: key, queryFn: () => plans.items(plan._id, kind) });

  const save = useMutation({
    // One save at a time per plan list, in the order the admin clicked: each carries the whole list.
    scope: { id: `plan-${plan._id}-${kind}` },
    mutationFn: (allowedIds: string[]) => plans.setAllowed(plan._id, kind, allowedIds),
    onSuccess: () => {
      toast.success(text.saved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.plans.list, exact: true });
    },
    onError: (error) => {
      toast.error(error.message);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  const toggle = (item: PlanItemEntry) => {
    const current = queryClient.getQueryData<PlanItemEntry[]>(key);
    if (!current) return;
    const next = toggleAllowed(current, item._id);
    queryClient.setQueryData(key, next);
    save.mutate(next.filter((i) => i.isAllowed).map((i) => i._id));
  };

  const list = items.data ?? [];
  const categories = useMemo(() => [...new Set(list.map((i) => i.category))].sort(), [list]);
  const term = search.trim().toLowerCase();
  const shown = list.filter(
    (i) => (!category || i.category === category) && (!term || i.title.toLowerCase().includes(term) || i.description.toLowerCase().includes(term) || i.slug.includes(term)),
  );
  const allowedCount = list.filter((i) => i.isAllowed).length;

  return (
    <Dialog
      open
      size="xl"
      onOpenChange={(open) => !open && onClose()}
      title={`${text.title}: ${plan.name}`}
      description={items.isSuccess ? `${allowedCount} of ${list.length} allowed` : undefined}
      actions={
        <Button type="button" onClick={onClose}>
          Done
        </Button>
      }
    >
      <div className="mt-4 flex flex-wrap gap-3">
        <input type="search" aria-label={`Search ${text.noun}`} placeholder={`Search ${text.noun}...`} value={search} onChange={(e) => setSearch(e.target.value)} className={`${inputClass} min-w-64 flex-1`} />
        <select aria-label="Category filter" value={category} onChange={(e) => setCategory(e.target.value)} className={inputClass}>
          <option value="">All Categories</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-4">
        {items.isPending ? (
          <LoadingState label={`Loading ${text.noun}`} showLabel={false} className="py-12" />
        ) : items.isError ? (
          <p role="alert" className="py-8 text-center text-red-700">
            {items.error.message}
          </p>
        ) : shown.length === 0 ? (
          <p className="py-8 text-center text-slate-600">No {text.noun} found</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((item) => (
              <li key={item._id}>
                <button
                  type="button"
                  aria-pressed={item.isAllowed}
                  onClick={() => toggle(item)}
                  className={`flex h-full w-full flex-col gap-1 rounded-lg border-2 p-3 text-left transition-colors ${
                    item.isAllowed ? 'border-green-500 bg-green-50' : 'border-slate-200 bg-white hover:border-slate-300'
                  }`}
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="font-medium text-slate-900">{item.title}</span>
                    {item.featured ? <span className="rounded-full bg-purple-100 px-2 py-0.5 text-xs font-semibold text-purple-800">Pro</span> : null}
                  </span>
                  <span className="line-clamp-2 text-sm text-slate-600">{item.description}</span>
                  <span className="mt-auto flex items-center justify-between pt-2 text-xs">
                    <span className="capitalize text-slate-600">{item.category}</span>
                    {item.isAllowed ? (
                      <span className="inline-flex items-center gap-1 font-semibold text-green-800">
                        <Check aria-hidden="true" className="h-3.5 w-3.5" />
                        Allowed
                      </span>
                    ) : (
                      <span className="inline-flex items-center gap-1 font-semibold text-slate-600">
                        <Lock aria-hidden="true" className="h-3.5 w-3.5" />
                        Not allowed
                      </span>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
