/**
 * Sections Management (doc 3 §2): stat cards, search (applied 500 ms after typing stops), category (every
 * category the server counts, with its count) /
 * status / featured filters, the table with its featured toggle, Previous/Next pagination, the Create /
 * Edit Section dialogs, delete with confirmation and an error banner. After a change the list and the
 * stats reload.
 */
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, FileText, Layers, Star } from 'lucide-react';
import { useMemo } from 'react';
import { useApi } from '@liquify/session';
import { PageHeader, Thumbnail } from '@liquify/ui';
import { adminKeys } from '../../api/query-keys';
import { sectionsApi, type AdminSection } from '../../api/sections';
import { ADMIN_PAGE_SIZE } from '../../api/users';
import { StatCards, StatusBadge, formatDate } from '../../components/StatCard';
import { listsApi } from '../../api/lists';
import { SelectPageBox, SelectRowBox } from '../../components/BulkBar';
import { CatalogueBulkBar } from '../../components/CatalogueBulkBar';
import { ExportButton } from '../../components/ExportButton';
import { SECTION_BULK_LABELS as BULK } from '../../lib/catalogue-bulk-labels';
import { useBulk } from '../../lib/use-bulk';
import { csvFileName } from '@liquify/contracts';
import { ActionError, CreateButton, DataTable, DeleteConfirmation, ListStates, PrevNextPagination, RowActions } from '../../components/ListControls';
import { FilterBar } from '../../components/FilterBar';
import { catalogueFilters, categoryChoices, NO_CATALOGUE_FILTER, type CatalogueFilterLabels } from '../../lib/catalogue-filters';
import { useAdminList, useAdminMutation } from '../../lib/use-admin-list';
import { SectionFormDialog } from './SectionFormDialog';
import { sectionFormValues, sectionPayload, type SectionFormValues } from './section-form';

const FILTER_LABELS: CatalogueFilterLabels = {
  category: { label: 'Category filter', all: 'All Categories' },
  status: { label: 'Status filter', all: 'All Status' },
  featured: { label: 'Featured filter', all: 'All' },
};

const STAT_CARDS = [
  ['Total Sections', 'totalSections', Layers],
  ['Published', 'publishedSections', CheckCircle2],
  ['Drafts', 'draftSections', FileText],
  ['Featured', 'featuredSections', Star],
] as const;

export default function SectionsPage() {
  const api = useApi();
  const sections = sectionsApi(api);
  const lists = listsApi(api);
  const list = useAdminList({
    queryKey: adminKeys.sections.list,
    invalidates: adminKeys.sections.scope,
    fetch: (query) => sections.list(query),
    items: (data) => data.sections,
    pagination: (data) => data.pagination,
    search: '',
    filters: NO_CATALOGUE_FILTER,
    paged: true,
    remove: (section: AdminSection) => sections.remove(section._id),
    messages: { deleted: 'Section deleted' },
  });
  // The dialog saves itself: a failure keeps it open with everything typed and the reason shown in it
  // (the refused code's line beside the code, a conflict with Reload / Overwrite), issue #25 items 2 and 3.
  const saveSection = useAdminMutation({
    mutationFn: ({ values, id, revision }: { values: SectionFormValues; id?: string; revision: number }) =>
      id === undefined ? sections.create(sectionPayload(values)) : sections.update(id, sectionPayload(values), revision),
    success: (_saved, { id }) => (id === undefined ? 'Section created' : 'Section updated'),
    invalidates: list.invalidates,
  });
  const stats = useQuery({ queryKey: adminKeys.sections.stats, queryFn: () => sections.stats() });
  const toggleFeatured = useAdminMutation({ mutationFn: (id: string) => sections.toggleFeatured(id), invalidates: list.invalidates, onError: list.fail });

  // Issue #25 item 5: every category the server counts, with its count (not only the loaded page's); the chosen one stays.
  const counted = stats.data?.categories;
  const category = list.filters.category;
  const categories = useMemo(() => categoryChoices(counted ?? [], category), [counted, category]);

  const bulk = useBulk({ items: list.items, idOf: (s: AdminSection) => s._id, nameOf: (s: AdminSection) => s.title, invalidates: list.invalidates, shown: [list.applied, list.page] });

  const editing = list.editing;
  const edited = editing?.mode === 'edit' ? editing.item : null;

  return (
    <div>
      <PageHeader
        title="Sections Management"
        subtitle="Create, edit and publish the storefront sections of the catalogue"
        actions={
          <>
            <ExportButton label={BULK.exportLabel} fileName={csvFileName('sections')} failedMessage={BULK.exportFailed} onExport={() => lists.exportCsv('sections', list.applied, BULK.exportFailed)} />
            <CreateButton onClick={list.startCreate}>Create Section</CreateButton>
          </>
        }
      />
      <StatCards stats={stats.data} cards={STAT_CARDS} />

      <FilterBar
        label="Filter sections"
        searchLabel="Search sections"
        searchPlaceholder="Search sections..."
        {...list.filterBar}
        filters={catalogueFilters(FILTER_LABELS, categories)}
      />

      <ActionError error={list.actionError} onDismiss={list.clearError} />
      <CatalogueBulkBar kind="sections" bulk={bulk} lists={lists} labels={BULK} />
      <ActionError error={bulk.error} onDismiss={bulk.clearError} title={BULK.failedTitle} />

      <div className="mt-4">
        <ListStates pending={list.query.isPending} error={list.query.error} empty={list.items.length === 0} loadingLabel="Loading sections" emptyText="No sections found">
          <DataTable label="Sections" columns={[<SelectPageBox key="all" state={bulk.page} onToggle={bulk.togglePage} label={BULK.selectPage} />, 'Section', 'Category', 'Status', 'Featured', 'Downloads', 'Created', 'Actions']}>
            {list.items.map((section) => (
              <tr key={section._id}>
                <td className="px-4 py-3">
                  <SelectRowBox checked={bulk.isSelected(section)} onToggle={() => bulk.toggle(section)} label={BULK.selectRow(section.title)} />
                </td>
                <td className="px-4 py-3">
                  <div className="flex min-w-56 items-center gap-3">
                    <Thumbnail src={section.thumbnail} alt="" className="h-12 w-16 shrink-0 rounded border border-slate-200" />
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{section.title}</p>
                      <p className="line-clamp-2 max-w-md text-slate-600">{section.description}</p>
                    </div>
                  </div>
                </td>
                <td className="px-4 py-3 capitalize">{section.category}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={section.status} />
                </td>
                <td className="px-4 py-3">
                  <button
                    type="button"
                    aria-pressed={section.featured}
                    aria-label={`Featured: ${section.title}`}
                    disabled={toggleFeatured.isPending}
                    onClick={() => toggleFeatured.mutate(section._id)}
                    className={`rounded p-2 hover:bg-slate-100 ${section.featured ? 'text-amber-500' : 'text-slate-400'}`}
                  >
                    <Star aria-hidden="true" className="h-5 w-5" fill={section.featured ? 'currentColor' : 'none'} />
                  </button>
                </td>
                <td className="px-4 py-3">{section.downloads}</td>
                <td className="whitespace-nowrap px-4 py-3">{formatDate(section.createdAt)}</td>
                <td className="px-4 py-3">
                  <RowActions editLabel={`Edit ${section.title}`} deleteLabel={`Delete ${section.title}`} onEdit={() => list.startEdit(section)} onDelete={() => list.askDelete(section)} />
                </td>
              </tr>
            ))}
          </DataTable>
        </ListStates>
      </div>

      <PrevNextPagination pagination={list.pagination} page={list.page} fallbackLimit={ADMIN_PAGE_SIZE} onPage={list.setPage} />

      {editing ? (
        <SectionFormDialog
          key={edited?._id ?? 'new'}
          mode={editing.mode}
          initial={edited ? sectionFormValues(edited) : undefined}
          revision={edited?.revision ?? 0}
          onClose={list.closeEditor}
          onSubmit={async (values, revision) => {
            await saveSection.mutateAsync({ values, id: edited?._id, revision });
            list.closeEditor();
          }}
          onFetchCurrent={
            edited
              ? async () => {
                  const current = await sections.byId(edited._id);
                  return { values: sectionFormValues(current), revision: current.revision };
                }
              : undefined
          }
        />
      ) : null}

      <DeleteConfirmation list={list} title="Delete section" question="Are you sure you want to delete this section?" />
    </div>
  );
}
