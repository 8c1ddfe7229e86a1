/**
 * Journal d'audit (issue #25 item 10): every change made in the back office, newest first: who, when, what and
 * the changed fields before and after, from GET /api/admin/audit-log. Search, filters (entity, action,
 * staff member, days) and page live in the URL like every admin list; loading, empty and error states.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '@liquify/session';
import { auditLogApi, AUDIT_LOG_PAGE_SIZE, type AuditLogEntry } from '../../api/audit-log';
import { adminKeys } from '../../api/query-keys';
import { supportApi } from '../../api/support';
import { FilterBar, filterControlClass, filterSelect } from '../../components/FilterBar';
import { DataTable, ListStates, PrevNextPagination } from '../../components/ListControls';
import { RoleBadge } from '../../components/StatCard';
import { useAdminList } from '../../lib/use-admin-list';
import { PageHeader } from '@liquify/ui';
import {
  ACTION_CHOICES,
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  auditRequestOf,
  changeRowsOf,
  changesSummaryOf,
  entityLinkOf,
  ENTITY_CHOICES,
  formatWhen,
  NO_AUDIT_FILTERS,
  windowProblemOf,
  type AuditFilter,
} from './audit-log-view';

const SELECTS = [
  filterSelect<AuditFilter>('entity', 'Filtre par élément', 'Tous les éléments', ENTITY_CHOICES),
  filterSelect<AuditFilter>('action', 'Filtre par action', 'Toutes les actions', ACTION_CHOICES),
];

const ACTION_BADGE: Record<AuditLogEntry['action'], string> = {
  create: 'bg-green-100 text-green-800',
  update: 'bg-blue-100 text-blue-800',
  delete: 'bg-red-100 text-red-800',
  restore: 'bg-amber-100 text-amber-800',
};

function Changes({ entry }: { entry: AuditLogEntry }) {
  const rows = changeRowsOf(entry);
  if (rows.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <details className="min-w-0">
      <summary className="cursor-pointer text-brand-700 hover:underline">
        {changesSummaryOf(rows.map((r) => r.field))}
      </summary>
      <dl className="mt-2 space-y-2">
        {rows.map((row) => (
          <div key={row.field} className="rounded-lg bg-slate-50 p-2">
            <dt className="font-mono text-xs font-semibold text-slate-700">{row.field}</dt>
            <dd className="mt-1 grid gap-1 text-xs sm:grid-cols-2">
              <span className="break-all">
                <span className="font-medium text-slate-600">Avant : </span>
                <span className="text-red-800">{row.before}</span>
              </span>
              <span className="break-all">
                <span className="font-medium text-slate-600">Après : </span>
                <span className="text-green-800">{row.after}</span>
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function Entity({ entry }: { entry: AuditLogEntry }) {
  const link = entityLinkOf(entry);
  const name = entry.entityLabel ?? entry.entityId;
  return (
    <div className="min-w-0">
      <p className="text-xs uppercase tracking-wide text-slate-600">
        {AUDIT_ENTITY_LABELS[entry.entityType]}
      </p>
      {link ? (
        <Link to={link} className="break-words font-medium text-brand-700 hover:underline">
          {name}
        </Link>
      ) : (
        <p className="break-words font-medium text-slate-900">{name}</p>
      )}
      <p className="font-mono text-xs text-slate-500">{entry.entityId}</p>
    </div>
  );
}

/** One end of the time window: a UTC day (YYYY-MM-DD, '' for none), bounded by the other end. */
function DayInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}) {
  return (
    <label className="flex items-center gap-2">
      {label}
      <input
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => onChange(e.target.value)}
        className={filterControlClass}
      />
    </label>
  );
}

export default function AuditLogPage() {
  const api = useApi();
  const log = auditLogApi(api);
  const list = useAdminList({
    queryKey: adminKeys.auditLog,
    fetch: (params) => log.list(auditRequestOf(params)),
    items: (data) => data.entries,
    pagination: (data) => data.pagination,
    search: '',
    filters: NO_AUDIT_FILTERS,
    paged: true,
  });
  // The staff filter offers the admins and moderators (their writes are the ones recorded).
  const staff = useQuery({ queryKey: adminKeys.support.staff, queryFn: () => supportApi(api).staff() });
  const windowProblem = windowProblemOf(list.filters.from, list.filters.to);

  return (
    <div>
      <PageHeader
        title="Journal d'audit"
        subtitle="Chaque modification faite dans l'administration : qui, quand, quoi, avant et après. Conservé un an."
      />

      <FilterBar
        label="Filtrer le journal"
        searchLabel="Rechercher dans le journal"
        searchPlaceholder="Rechercher par nom, identifiant ou e-mail..."
        {...list.filterBar}
        filters={SELECTS}
      />
      <div
        role="group"
        aria-label="Qui et quand"
        className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700"
      >
        <select
          aria-label="Filtre par membre de l'équipe"
          value={list.filters.actor}
          onChange={(e) => list.setFilter('actor', e.target.value)}
          className={`${filterControlClass} w-full sm:w-64`}
        >
          <option value="">Toute l'équipe</option>
          {(staff.data ?? []).map((member) => (
            <option key={member._id} value={member._id}>
              {member.name} ({member.email})
            </option>
          ))}
        </select>
        <DayInput
          label="Du"
          value={list.filters.from}
          max={list.filters.to}
          onChange={(day) => list.setFilter('from', day)}
        />
        <DayInput
          label="Au"
          value={list.filters.to}
          min={list.filters.from}
          onChange={(day) => list.setFilter('to', day)}
        />
        <span className="text-xs text-slate-500">Jours en UTC</span>
      </div>
      {windowProblem ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {windowProblem}
        </p>
      ) : null}

      <div className="mt-4">
        <ListStates
          pending={list.query.isPending}
          error={list.query.error}
          empty={list.items.length === 0}
          loadingLabel="Chargement du journal"
          errorTitle="Erreur"
          emptyText="Aucune modification enregistrée pour ces filtres"
        >
          <DataTable
            label="Journal d'audit"
            columns={['Date', 'Auteur', 'Action', 'Élément', 'Modifications']}
          >
            {list.items.map((entry) => (
              <tr key={entry._id} className="align-top">
                <td className="whitespace-nowrap px-4 py-3">
                  <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
                </td>
                <td className="px-4 py-3">
                  <p className="min-w-36 break-words text-slate-900">{entry.actor.email}</p>
                  <RoleBadge role={entry.actor.role} />
                </td>
                <td className="px-4 py-3">
                  <span
                    className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${ACTION_BADGE[entry.action]}`}
                  >
                    {AUDIT_ACTION_LABELS[entry.action]}
                  </span>
                </td>
                <td className="max-w-56 px-4 py-3">
                  <Entity entry={entry} />
                </td>
                <td className="min-w-64 max-w-md px-4 py-3">
                  <Changes entry={entry} />
                </td>
              </tr>
            ))}
          </DataTable>
        </ListStates>
      </div>

      <PrevNextPagination
        pagination={list.pagination}
        page={list.page}
        fallbackLimit={AUDIT_LOG_PAGE_SIZE}
        onPage={list.setPage}
      />
    </div>
  );
}
