/**
 * Plans (doc 3 §2): one card per plan (price and cycle; modules, sections, stores, API calls, support,
 * custom branding; Popular and Active/Inactive badges) with Manage Modules, Manage Sections, Edit Plan
 * and Delete Plan; Sync Stripe (French confirmation, then the plans reload) and Create Plan (modal).
 * Outcomes are toasts (5 s, doc 3 §9).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PaymentProviderName, PriceSyncState } from '@liquify/contracts';
import { AlertBanner, Button, Dialog, LoadingState, PageHeader, useToast } from '@liquify/ui';
import { useApi } from '@liquify/session';
import { plansApi, type AdminPlan, type PlanItemKind } from '../../api/plans';
import { adminKeys } from '../../api/query-keys';
import { ConfirmDialog } from '../../components/ListControls';
import { PlanForm } from './PlanForm';
import { PlanItemsDialog } from './PlanItemsDialog';
import { priceSyncLabel, syncSuccessMessage } from './plan-price-sync';
import { limitLabel, newPlanFormValues, planPriceLabel, type PlanFormOutput } from './plan-form';

/** Doc 3 §2: Sync Stripe asks a French confirmation; its success message is French too (doc 3 §8, plan-price-sync.ts). */
export const SYNC_CONFIRMATION = 'Êtes-vous sûr de vouloir synchroniser tous les plans avec Stripe ?';
type PlanSync = { state: PriceSyncState; provider: PaymentProviderName; priceId: string | null };

export const DELETE_PLAN_CONFIRMATION = 'Are you sure you want to delete this plan? This action cannot be undone.';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}

const SYNC_TONES = { ok: 'text-green-800', warn: 'text-amber-800', neutral: 'text-slate-600' } as const;

function PlanCard({ plan, sync, onManage, onDelete }: { plan: AdminPlan; sync: PlanSync | undefined; onManage: (kind: PlanItemKind) => void; onDelete: () => void }) {
  const f = plan.features;
  const syncLine = sync ? priceSyncLabel(sync.state, sync.provider) : null;
  return (
    <article aria-labelledby={`plan-${plan._id}`} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`plan-${plan._id}`} className="text-lg font-bold text-slate-900">
          {plan.name}
        </h2>
        <div className="flex gap-1.5">
          {plan.isPopular ? <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">Popular</span> : null}
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${plan.isActive ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}>
            {plan.isActive ? 'Active' : 'Inactive'}
          </span>
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600">{plan.description}</p>
      <p className="mt-3 text-2xl font-bold text-slate-900">{planPriceLabel(plan)}</p>
      <dl className="mt-3 divide-y divide-slate-100 border-t border-slate-100">
        <Row label="Modules" value={`${limitLabel(f.moduleLimit)} (${plan.allowedModules.length} allowed)`} />
        <Row label="Sections" value={`${limitLabel(f.sectionLimit)} (${plan.allowedSections.length} allowed)`} />
        <Row label="Stores" value={limitLabel(f.storeLimit)} />
        <Row label="API calls" value={limitLabel(f.apiCallLimit)} />
        <Row label="Support" value={f.supportLevel} />
        <Row label="Custom branding" value={f.customBranding ? 'Yes' : 'No'} />
      </dl>
      {/* Issue #25 item 6: the provider's price id and whether it still stands for this plan. */}
      <div aria-label={`Price sync of ${plan.name}`} role="group" className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
        <p className="flex flex-wrap justify-between gap-x-3">
          <span className="text-slate-600">Price id</span>
          <span className="min-w-0 break-all font-mono text-xs text-slate-900">{(sync ? sync.priceId : plan.stripePriceId) ?? '—'}</span>
        </p>
        {syncLine ? <p className={`mt-1 font-medium ${SYNC_TONES[syncLine.tone]}`}>{syncLine.text}</p> : null}
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button type="button" variant="secondary" onClick={() => onManage('modules')} aria-label={`Manage Modules of ${plan.name}`} className="px-2">
          Manage Modules
        </Button>
        <Button type="button" variant="secondary" onClick={() => onManage('sections')} aria-label={`Manage Sections of ${plan.name}`} className="px-2">
          Manage Sections
        </Button>
        <Link
          to={`/admin/plans/edit/${plan._id}`}
          aria-label={`Edit Plan ${plan.name}`}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
          Edit Plan
        </Link>
        <Button type="button" variant="secondary" onClick={onDelete} aria-label={`Delete Plan ${plan.name}`} className="px-2 text-red-700">
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete Plan
        </Button>
      </div>
    </article>
  );
}

export default function PlansPage() {
  const api = useApi();
  const plans = plansApi(api);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [confirmSync, setConfirmSync] = useState(false);
  const [deleting, setDeleting] = useState<AdminPlan | null>(null);
  const [managing, setManaging] = useState<{ plan: AdminPlan; kind: PlanItemKind } | null>(null);

  const list = useQuery({ queryKey: adminKeys.plans.list, queryFn: () => plans.list() });
  // In the plans' scope: every change and the sync reload it with the plans.
  const syncState = useQuery({ queryKey: adminKeys.plans.syncState, queryFn: () => plans.syncState() });
  const syncOf = (id: string): PlanSync | undefined => {
    const entry = syncState.data?.plans.find((p) => p._id === id);
    return entry && syncState.data ? { state: entry.state, provider: syncState.data.provider, priceId: entry.stripePriceId } : undefined;
  };
  const reload = () => Promise.all(adminKeys.plans.scope.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const create = useMutation({
    mutationFn: (values: PlanFormOutput) => plans.create(values),
    onSuccess: () => {
      setCreating(false);
      toast.success('Plan created successfully');
      void reload();
    },
    onError: (error) => toast.error(error.message),
  });
  const remove = useMutation({
    mutationFn: (id: string) => plans.remove(id),
    onSuccess: (result) => {
      setDeleting(null);
      if (result.data.deleted) toast.success(result.message);
      else toast.warning(result.message);
      void reload();
    },
    onError: (error) => {
      setDeleting(null);
      toast.error(error.message);
    },
  });
  const sync = useMutation({
    mutationFn: () => plans.syncStripe(),
    onSuccess: (result) => toast.success(syncSuccessMessage(result.data.provider, result.data.synced.length, result.data.skipped.length)),
    onError: (error) => toast.error(error.message),
    onSettled: () => {
      setConfirmSync(false);
      void reload();
    },
  });

  return (
    <div>
      <PageHeader
        title="Plans"
        subtitle="Subscription plans, their limits and the modules and sections each allows"
        actions={
          <>
            <Button type="button" variant="secondary" onClick={() => setConfirmSync(true)}>
              <RefreshCw aria-hidden="true" className="h-4 w-4" />
              Sync Stripe
            </Button>
            <Button type="button" onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              Create Plan
            </Button>
          </>
        }
      />

      {list.isPending ? (
        <LoadingState label="Loading plans" showLabel={false} className="py-12" />
      ) : list.isError ? (
        <AlertBanner title="Error" message={list.error.message} />
      ) : list.data.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">No plans yet</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {list.data.map((plan) => (
            <PlanCard key={plan._id} plan={plan} sync={syncOf(plan._id)} onManage={(kind) => setManaging({ plan, kind })} onDelete={() => setDeleting(plan)} />
          ))}
        </div>
      )}

      {creating ? (
        <Dialog open size="lg" onOpenChange={(open) => !open && setCreating(false)} title="Create Plan">
          <div className="mt-4">
            <PlanForm id="create-plan-form" defaultValues={newPlanFormValues()} onSubmit={(values) => create.mutate(values)}>
              <div className="flex justify-end gap-2">
                <Button type="button" variant="secondary" onClick={() => setCreating(false)}>
                  Cancel
                </Button>
                <Button type="submit" busy={create.isPending}>
                  Create Plan
                </Button>
              </div>
            </PlanForm>
          </div>
        </Dialog>
      ) : null}

      {managing ? <PlanItemsDialog plan={managing.plan} kind={managing.kind} onClose={() => setManaging(null)} /> : null}

      <ConfirmDialog
        open={confirmSync}
        title="Sync Stripe"
        question={SYNC_CONFIRMATION}
        busy={sync.isPending}
        tone="primary"
        confirmLabel="Synchroniser"
        cancelLabel="Annuler"
        onCancel={() => setConfirmSync(false)}
        onConfirm={() => sync.mutate()}
      />

      <ConfirmDialog
        open={deleting !== null}
        title="Delete Plan"
        question={DELETE_PLAN_CONFIRMATION}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
      />
    </div>
  );
}
