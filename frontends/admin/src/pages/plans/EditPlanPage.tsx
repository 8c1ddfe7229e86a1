/**
 * Edit Plan (/admin/plans/edit/{id}, doc 3 §2, §8): Back to Plans, Cancel, Save Plan. A plan that does not
 * exist says "Plan not found" (other failures "Failed to load plan") and goes back to /admin/plans; a form
 * the rules refuse says "Please fix the validation errors"; a failed save "Failed to update plan" (or the
 * server's message).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '@liquify/api-client';
import { AlertBanner, Button, LoadingState, PageHeader, useToast } from '@liquify/ui';
import { useApi } from '@liquify/session';
import { plansApi } from '../../api/plans';
import { PlanForm } from './PlanForm';
import { adminKeys } from '../../api/query-keys';
import { planFormValues, type PlanFormOutput } from './plan-form';

export const PLAN_EDIT_MESSAGES = {
  notFound: 'Plan not found',
  loadFailed: 'Failed to load plan',
  invalid: 'Please fix the validation errors',
  saved: 'Plan updated successfully',
} as const;

const FORM_ID = 'edit-plan-form';

export default function EditPlanPage() {
  const { id = '' } = useParams();
  const api = useApi();
  const plans = plansApi(api);
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [invalid, setInvalid] = useState(false);

  const plan = useQuery({ queryKey: adminKeys.plans.byId(id), queryFn: () => plans.get(id), gcTime: 0 });
  const loadError = plan.error;
  useEffect(() => {
    if (!loadError) return;
    toast.error(loadError instanceof ApiError && loadError.status === 404 ? PLAN_EDIT_MESSAGES.notFound : PLAN_EDIT_MESSAGES.loadFailed);
    navigate('/admin/plans', { replace: true });
  }, [loadError, navigate, toast]);

  const save = useMutation({
    mutationFn: (values: PlanFormOutput) => plans.update(id, values),
    onSuccess: () => {
      toast.success(PLAN_EDIT_MESSAGES.saved);
      for (const queryKey of adminKeys.plans.scope) void queryClient.invalidateQueries({ queryKey });
      navigate('/admin/plans');
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <div>
      <Link to="/admin/plans" className="mb-4 inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Plans
      </Link>
      <PageHeader
        title={plan.data ? `Edit Plan: ${plan.data.name}` : 'Edit Plan'}
        actions={
          <>
            <Button type="button" variant="secondary" onClick={() => navigate('/admin/plans')}>
              Cancel
            </Button>
            <Button type="submit" form={FORM_ID} busy={save.isPending} disabled={!plan.data}>
              Save Plan
            </Button>
          </>
        }
      />
      {invalid ? (
        <div className="mb-4">
          <AlertBanner title="Error" message={PLAN_EDIT_MESSAGES.invalid} onDismiss={() => setInvalid(false)} />
        </div>
      ) : null}
      {plan.data ? (
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <PlanForm
            id={FORM_ID}
            defaultValues={planFormValues(plan.data)}
            onInvalid={() => setInvalid(true)}
            onSubmit={(values) => {
              setInvalid(false);
              save.mutate(values);
            }}
          />
        </div>
      ) : (
        <LoadingState label="Loading plan" showLabel={false} className="py-12" />
      )}
    </div>
  );
}
