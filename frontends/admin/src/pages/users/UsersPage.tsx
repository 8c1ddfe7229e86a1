/**
 * Users Management (doc 3 §2): stat cards, search, role and status filters, the table with server-side
 * pagination ('Showing X to Y of Z results'), the Create User / edit modal and delete with confirmation.
 * After any change the list and the stats reload (doc 3 §4).
 */
import { useQuery } from '@tanstack/react-query';
import { CreditCard, Shield, ShieldCheck, User, Users } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useApi } from '@liquify/session';
import { usersApi, ADMIN_PAGE_SIZE, type AdminUser } from '../../api/users';
import { plansApi } from '../../api/plans';
import { adminKeys } from '../../api/query-keys';
import { RoleBadge, StatCards, formatDate } from '../../components/StatCard';
import { ActionError, CreateButton, DataTable, DeleteConfirmation, ListStates, PrevNextPagination, RowActions } from '../../components/ListControls';
import { FilterBar, filterSelect } from '../../components/FilterBar';
import { useAdminList } from '../../lib/use-admin-list';
import { useBulk } from '../../lib/use-bulk';
import { listsApi } from '../../api/lists';
import { BulkBar, BulkChoice, SelectPageBox, SelectRowBox } from '../../components/BulkBar';
import { ExportButton } from '../../components/ExportButton';
import { csvFileName, type UsersBulkRequest } from '@liquify/contracts';
import { UserFormDialog } from './UserFormDialog';
import { newUserPayload, subscriptionLabel, type UserFormValues, type UserPayload } from './user-form';
import { FALLBACK_PLAN_SLUG } from '@liquify/contracts/rules';
import { PageHeader } from '@liquify/ui';

type UserFilter = 'role' | 'status';
type UsersBulkRole = Extract<UsersBulkRequest, { action: 'role' }>['role'];

const FILTERS = [
  filterSelect<UserFilter>('role', 'Role filter', 'All Roles', { admin: 'Admin', moderator: 'Moderator', user: 'User' }),
  filterSelect<UserFilter>('status', 'Status filter', 'All Status', { active: 'Active', inactive: 'Inactive', cancelled: 'Cancelled' }),
];

const STAT_CARDS = [
  ['Total Users', 'totalUsers', Users],
  ['Admins', 'adminUsers', Shield],
  ['Moderators', 'moderatorUsers', ShieldCheck],
  ['Regular Users', 'regularUsers', User],
  ['Active Subscriptions', 'activeSubscriptions', CreditCard],
] as const;

function formValuesOf(user: AdminUser): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    password: '',
    role: user.role,
    plan: user.subscription?.plan || FALLBACK_PLAN_SLUG,
    activeSubscription: user.subscription?.status === 'active',
  };
}

export default function UsersPage() {
  const api = useApi();
  const users = usersApi(api);
  const [params] = useSearchParams();
  const list = useAdminList({
    queryKey: adminKeys.users.list,
    invalidates: adminKeys.users.scope,
    fetch: (query) => users.list(query),
    items: (data) => data.users,
    pagination: (data) => data.pagination,
    search: params.get('search') ?? '',
    filters: { role: '', status: '' } as Record<UserFilter, string>,
    paged: true,
    create: (payload: UserPayload) => users.create(newUserPayload(payload)),
    update: (user: AdminUser, payload: UserPayload) => users.update(user._id, payload),
    remove: (user: AdminUser) => users.remove(user._id),
    messages: { created: 'User created', updated: 'User updated', deleted: 'User deleted' },
  });
  const stats = useQuery({ queryKey: adminKeys.users.stats, queryFn: () => users.stats() });
  // The form offers the plans billing has (the plans page's query key: one cache for both pages).
  const plans = plansApi(api);
  const planList = useQuery({ queryKey: adminKeys.plans.list, queryFn: () => plans.list() });
  // The header's search lands here with ?search=…, also when this page is already open.
  const searched = params.get('search');
  const { setSearch } = list;
  useEffect(() => {
    if (searched !== null) setSearch(searched);
  }, [searched, setSearch]);

  const dialog = list.dialogProps(formValuesOf);
  // Row selection and bulk actions (issue #25 item 12): role, plan, delete; the server keeps each user's rules.
  const lists = listsApi(api);
  const bulk = useBulk({ items: list.items, idOf: (u: AdminUser) => u._id, nameOf: (u: AdminUser) => u.email, invalidates: list.invalidates, shown: [list.applied, list.page] });
  const usersCount = (n: number) => `${n} user${n === 1 ? '' : 's'}`;

  return (
    <div>
      <PageHeader
        title="Users Management"
        subtitle="Manage users, their roles and subscriptions"
        actions={
          <>
            <ExportButton label="Export CSV" fileName={csvFileName('users')} failedMessage="Failed to export users" onExport={() => lists.exportCsv('users', list.applied, 'Failed to export users')} />
            <CreateButton onClick={list.startCreate}>Create User</CreateButton>
          </>
        }
      />
      <StatCards stats={stats.data} cards={STAT_CARDS} />

      <FilterBar
        label="Filter users"
        searchLabel="Search users"
        searchPlaceholder="Search users..."
        {...list.filterBar}
        filters={FILTERS}
      />

      <ActionError error={list.actionError} onDismiss={list.clearError} />
      <BulkBar count={bulk.count} selectedText={`${usersCount(bulk.count)} selected`} clearLabel="Clear selection" onClear={bulk.clear} confirm={bulk.confirm}>
        <BulkChoice
          label="Change the role of the selected users"
          prompt="Change role…"
          options={[['user', 'User'], ['moderator', 'Moderator'], ['admin', 'Admin']]}
          onChoose={(role) =>
            bulk.ask({
              title: 'Change role',
              question: `Change the role of ${usersCount(bulk.count)} to ${role}?`,
              confirmLabel: 'Change role',
              tone: 'primary',
              run: (ids) => lists.bulkUsers({ action: 'role', role: role as UsersBulkRole, ids }),
            })
          }
        />
        <BulkChoice
          label="Change the plan of the selected users"
          prompt="Change plan…"
          options={(planList.data ?? []).map((p) => [p.slug, p.name] as const)}
          onChoose={(plan) =>
            bulk.ask({
              title: 'Change plan',
              question: `Move ${usersCount(bulk.count)} to the ${plan} plan?`,
              confirmLabel: 'Change plan',
              tone: 'primary',
              run: (ids) => lists.bulkUsers({ action: 'plan', plan, ids }),
            })
          }
        />
        <button
          type="button"
          onClick={() => bulk.ask({ title: 'Delete users', question: `Delete ${usersCount(bulk.count)}?`, confirmLabel: 'Delete', run: (ids) => lists.bulkUsers({ action: 'delete', ids }) })}
          className="min-h-11 rounded-lg bg-red-600 px-4 text-sm font-semibold text-white hover:bg-red-700"
        >
          Delete selected
        </button>
      </BulkBar>
      <ActionError error={bulk.error} onDismiss={bulk.clearError} title="Some users were not changed" />

      <div className="mt-4">
        <ListStates pending={list.query.isPending} error={list.query.error} empty={list.items.length === 0} loadingLabel="Loading users" emptyText="No users found">
          <DataTable label="Users" columns={[<SelectPageBox key="all" state={bulk.page} onToggle={bulk.togglePage} label="Select all users on this page" />, 'User', 'Role', 'Subscription', 'Plan', 'Joined', 'Actions']}>
            {list.items.map((user) => (
              <tr key={user._id}>
                <td className="px-4 py-3">
                  <SelectRowBox checked={bulk.isSelected(user)} onToggle={() => bulk.toggle(user)} label={`Select ${user.email}`} />
                </td>
                <td className="px-4 py-3">
                  <p className="font-medium text-slate-900">{user.name}</p>
                  <p className="text-slate-600">{user.email}</p>
                </td>
                <td className="px-4 py-3">
                  <RoleBadge role={user.role} />
                </td>
                <td className="px-4 py-3">{subscriptionLabel(user.subscription)}</td>
                <td className="px-4 py-3">{user.subscription?.plan || 'No Plan'}</td>
                <td className="whitespace-nowrap px-4 py-3">{formatDate(user.createdAt)}</td>
                <td className="px-4 py-3">
                  <RowActions editLabel={`Edit ${user.email}`} deleteLabel={`Delete ${user.email}`} onEdit={() => list.startEdit(user)} onDelete={() => list.askDelete(user)} />
                </td>
              </tr>
            ))}
          </DataTable>
        </ListStates>
      </div>

      <PrevNextPagination pagination={list.pagination} page={list.page} fallbackLimit={ADMIN_PAGE_SIZE} onPage={list.setPage} />

      {dialog ? <UserFormDialog {...dialog} plans={planList.data ?? (planList.isError ? [] : undefined)} /> : null}

      <DeleteConfirmation list={list} title="Delete user" question="Are you sure you want to delete this user?" />
    </div>
  );
}
