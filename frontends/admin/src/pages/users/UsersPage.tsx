/**
 * Users Management (doc 3 §2): stat cards, search, role and status filters, the table with server-side
 * pagination ('Showing X to Y of Z results'), the Create User / edit modal and delete with confirmation.
 * After any change the list and the stats reload (doc 3 §4).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard, Pencil, Plus, Shield, Trash2, User, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AlertBanner, Button, Spinner, useToast } from '@liquify/ui';
import { useApi } from '@liquify/session';
import { usersApi, ADMIN_PAGE_SIZE, type AdminUser } from '../../api/users';
import { PageTitle, RoleBadge, StatCard, formatDate } from '../../components/StatCard';
import { ConfirmDialog, PrevNextPagination } from '../../components/ListControls';
import { useDebounced } from '../../lib/use-debounced';
import { UserFormDialog } from './UserFormDialog';
import { subscriptionLabel, userPayload, type UserFormValues } from './user-form';

const inputClass = 'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';

type Editing = { mode: 'create' } | { mode: 'edit'; user: AdminUser };

function formValuesOf(user: AdminUser): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    password: '',
    role: user.role,
    plan: user.subscription?.plan || 'free',
    activeSubscription: user.subscription?.status === 'active',
  };
}

export default function UsersPage() {
  const api = useApi();
  const users = usersApi(api);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [role, setRole] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const term = useDebounced(search.trim());
  // The header's search lands here with ?search=…, also when this page is already open.
  const searched = params.get('search');
  useEffect(() => {
    if (searched !== null) {
      setSearch(searched);
      setPage(1);
    }
  }, [searched]);

  const list = useQuery({
    queryKey: ['admin', 'users', { page, term, role, status }],
    queryFn: () => users.list({ page, search: term || undefined, role: role || undefined, status: status || undefined }),
    placeholderData: keepPreviousData,
  });
  const stats = useQuery({ queryKey: ['admin', 'users', 'stats'], queryFn: () => users.stats() });

  const reload = () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
  const remove = useMutation({
    mutationFn: (id: string) => users.remove(id),
    onSuccess: () => {
      setDeleting(null);
      toast.success('User deleted');
      void reload();
    },
    onError: (error) => {
      setDeleting(null);
      setActionError(error.message);
    },
  });

  const save = async (values: UserFormValues) => {
    if (!editing) return;
    setActionError(null);
    try {
      if (editing.mode === 'create') await users.create(userPayload(values, 'create'));
      else await users.update(editing.user._id, userPayload(values, 'edit'));
      toast.success(editing.mode === 'create' ? 'User created' : 'User updated');
      setEditing(null);
      void reload();
    } catch (error) {
      setActionError((error as Error).message);
      setEditing(null);
    }
  };

  const filterChange = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <div>
      <PageTitle
        title="Users Management"
        subtitle="Manage users, their roles and subscriptions"
        actions={
          <Button type="button" onClick={() => setEditing({ mode: 'create' })}>
            <Plus aria-hidden="true" className="mr-2 inline h-4 w-4" />
            Create User
          </Button>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Users" value={stats.data?.totalUsers ?? '—'} Icon={Users} />
        <StatCard label="Admins" value={stats.data?.adminUsers ?? '—'} Icon={Shield} />
        <StatCard label="Regular Users" value={stats.data?.regularUsers ?? '—'} Icon={User} />
        <StatCard label="Active Subscriptions" value={stats.data?.activeSubscriptions ?? '—'} Icon={CreditCard} />
      </div>

      <div className="mt-6 flex flex-wrap gap-3">
        <input
          type="search"
          aria-label="Search users"
          placeholder="Search users..."
          value={search}
          onChange={(e) => filterChange(() => setSearch(e.target.value))}
          className={`${inputClass} min-w-64 flex-1`}
        />
        <select aria-label="Role filter" value={role} onChange={(e) => filterChange(() => setRole(e.target.value))} className={inputClass}>
          <option value="">All Roles</option>
          <option value="admin">Admin</option>
          <option value="user">User</option>
        </select>
        <select aria-label="Status filter" value={status} onChange={(e) => filterChange(() => setStatus(e.target.value))} className={inputClass}>
          <option value="">All Status</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
          <option value="cancelled">Cancelled</option>
        </select>
      </div>

      {actionError ? (
        <div className="mt-4">
          <AlertBanner title="Error" message={actionError} onDismiss={() => setActionError(null)} />
        </div>
      ) : null}

      <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        {list.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label="Loading users" className="h-8 w-8" />
          </div>
        ) : list.isError ? (
          <div className="p-4">
            <AlertBanner title="Error" message={list.error.message} />
          </div>
        ) : list.data.users.length === 0 ? (
          <p className="p-8 text-center text-slate-600">No users found</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase text-slate-600">
              <tr>
                <th className="px-4 py-3">User</th>
                <th className="px-4 py-3">Role</th>
                <th className="px-4 py-3">Subscription</th>
                <th className="px-4 py-3">Plan</th>
                <th className="px-4 py-3">Joined</th>
                <th className="px-4 py-3">Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.data.users.map((user) => (
                <tr key={user._id}>
                  <td className="px-4 py-3">
                    <p className="font-medium text-slate-900">{user.name}</p>
                    <p className="text-slate-600">{user.email}</p>
                  </td>
                  <td className="px-4 py-3">
                    <RoleBadge role={user.role} />
                  </td>
                  <td className="px-4 py-3">{subscriptionLabel(user.subscription)}</td>
                  <td className="px-4 py-3">{user.subscription?.plan || 'No Plan'}</td>
                  <td className="px-4 py-3">{formatDate(user.createdAt)}</td>
                  <td className="px-4 py-3">
                    <div className="flex gap-1">
                      <button type="button" aria-label={`Edit ${user.email}`} onClick={() => setEditing({ mode: 'edit', user })} className="rounded p-2 text-slate-600 hover:bg-slate-100">
                        <Pencil aria-hidden="true" className="h-4 w-4" />
                      </button>
                      <button type="button" aria-label={`Delete ${user.email}`} onClick={() => setDeleting(user)} className="rounded p-2 text-red-600 hover:bg-red-50">
                        <Trash2 aria-hidden="true" className="h-4 w-4" />
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>

      <PrevNextPagination pagination={list.data?.pagination} page={page} fallbackLimit={ADMIN_PAGE_SIZE} onPage={setPage} />

      {editing ? (
        <UserFormDialog
          mode={editing.mode}
          initial={editing.mode === 'edit' ? formValuesOf(editing.user) : undefined}
          onClose={() => setEditing(null)}
          onSubmit={save}
        />
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        title="Delete user"
        question="Are you sure you want to delete this user?"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
      />
    </div>
  );
}
