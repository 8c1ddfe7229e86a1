/**
 * Sections Management (doc 3 §2): stat cards, search (applied 500 ms after typing stops), category /
 * status / featured filters, the table with its featured toggle, Previous/Next pagination, the Create /
 * Edit Section dialogs, delete with confirmation and an error banner. After a change the list and the
 * stats reload.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, FileText, Layers, LayoutTemplate, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AlertBanner, Button, Spinner, useToast } from '@liquify/ui';
import { useApi } from '@liquify/session';
import { sectionsApi, type AdminSection } from '../../api/sections';
import { ADMIN_PAGE_SIZE } from '../../api/users';
import { PageTitle, StatCard, StatusBadge, formatDate } from '../../components/StatCard';
import { ConfirmDialog, PrevNextPagination } from '../../components/ListControls';
import { useDebounced } from '../../lib/use-debounced';
import { SectionFormDialog } from './SectionFormDialog';
import { sectionFormValues, sectionPayload, type SectionFormValues } from './section-form';

const inputClass = 'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';

type Editing = { mode: 'create' } | { mode: 'edit'; section: AdminSection };

function Thumbnail({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <span aria-hidden="true" className="flex h-12 w-16 shrink-0 items-center justify-center rounded bg-slate-100 text-slate-500">
        <LayoutTemplate className="h-5 w-5" />
      </span>
    );
  }
  return <img src={src} alt="" onError={() => setBroken(true)} className="h-12 w-16 shrink-0 rounded border border-slate-200 object-cover" />;
}

export default function SectionsPage() {
  const api = useApi();
  const sections = sectionsApi(api);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState('');
  const [featured, setFeatured] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AdminSection | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const term = useDebounced(search.trim());

  const list = useQuery({
    queryKey: ['admin', 'sections', { page, term, category, status, featured }],
    queryFn: () =>
      sections.list({ page, search: term || undefined, category: category || undefined, status: status || undefined, featured: featured || undefined }),
    placeholderData: keepPreviousData,
  });
  const stats = useQuery({ queryKey: ['admin', 'sections', 'stats'], queryFn: () => sections.stats() });

  // Doc 3 §2: the category filter offers the categories found in the list; those seen stay offered
  // while a filter narrows the list.
  const [seenCategories, setSeenCategories] = useState<string[]>([]);
  const loaded = list.data?.sections;
  useEffect(() => {
    if (!loaded?.length) return;
    setSeenCategories((seen) => {
      const next = new Set([...seen, ...loaded.map((s) => s.category)]);
      return next.size === seen.length ? seen : [...next].sort();
    });
  }, [loaded]);

  const reload = () => queryClient.invalidateQueries({ queryKey: ['admin', 'sections'] });
  const fail = (error: Error) => setActionError(error.message);

  const remove = useMutation({
    mutationFn: (id: string) => sections.remove(id),
    onSuccess: () => {
      setDeleting(null);
      toast.success('Section deleted');
      void reload();
    },
    onError: (error) => {
      setDeleting(null);
      fail(error);
    },
  });
  const toggleFeatured = useMutation({
    mutationFn: (id: string) => sections.toggleFeatured(id),
    onSuccess: () => void reload(),
    onError: fail,
  });

  const save = async (values: SectionFormValues) => {
    if (!editing) return;
    setActionError(null);
    try {
      const payload = sectionPayload(values);
      if (editing.mode === 'create') await sections.create(payload);
      else await sections.update(editing.section._id, payload);
      toast.success(editing.mode === 'create' ? 'Section created' : 'Section updated');
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
        title="Sections Management"
        subtitle="Create, edit and publish the storefront sections of the catalogue"
        actions={
          <Button type="button" onClick={() => setEditing({ mode: 'create' })}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Create Section
          </Button>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Sections" value={stats.data?.totalSections ?? '—'} Icon={Layers} />
        <StatCard label="Published" value={stats.data?.publishedSections ?? '—'} Icon={CheckCircle2} />
        <StatCard label="Drafts" value={stats.data?.draftSections ?? '—'} Icon={FileText} />
        <StatCard label="Featured" value={stats.data?.featuredSections ?? '—'} Icon={Star} />
      </div>

      <div className="mt-6 flex flex-wrap gap-3">
        <input
          type="search"
          aria-label="Search sections"
          placeholder="Search sections..."
          value={search}
          onChange={(e) => filterChange(() => setSearch(e.target.value))}
          className={`${inputClass} min-w-64 flex-1`}
        />
        <select aria-label="Category filter" value={category} onChange={(e) => filterChange(() => setCategory(e.target.value))} className={inputClass}>
          <option value="">All Categories</option>
          {seenCategories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        <select aria-label="Status filter" value={status} onChange={(e) => filterChange(() => setStatus(e.target.value))} className={inputClass}>
          <option value="">All Status</option>
          <option value="published">Published</option>
          <option value="draft">Draft</option>
          <option value="archived">Archived</option>
        </select>
        <select aria-label="Featured filter" value={featured} onChange={(e) => filterChange(() => setFeatured(e.target.value))} className={inputClass}>
          <option value="">All</option>
          <option value="true">Featured</option>
          <option value="false">Not Featured</option>
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
            <Spinner label="Loading sections" className="h-8 w-8" />
          </div>
        ) : list.isError ? (
          <div className="p-4">
            <AlertBanner title="Error" message={list.error.message} />
          </div>
        ) : list.data.sections.length === 0 ? (
          <p className="p-8 text-center text-slate-600">No sections found</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase text-slate-600">
              <tr>
                <th className="px-4 py-3">Section</th>
                <th className="px-4 py-3">Category</th>
                <th className="px-4 py-3">Status</th>
                <th className="px-4 py-3">Featured</th>
                <th className="px-4 py-3">Downloads</th>
                <th className="px-4 py-3">Created</th>
                <th className="px-4 py-3">Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.data.sections.map((section) => (
                <tr key={section._id}>
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-3">
                      <Thumbnail src={section.thumbnail} />
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
                  <td className="px-4 py-3">{formatDate(section.createdAt)}</td>
                  <td className="px-4 py-3">
                    <div className="flex gap-1">
                      <button type="button" aria-label={`Edit ${section.title}`} onClick={() => setEditing({ mode: 'edit', section })} className="rounded p-2 text-slate-600 hover:bg-slate-100">
                        <Pencil aria-hidden="true" className="h-4 w-4" />
                      </button>
                      <button type="button" aria-label={`Delete ${section.title}`} onClick={() => setDeleting(section)} className="rounded p-2 text-red-600 hover:bg-red-50">
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
        <SectionFormDialog
          mode={editing.mode}
          initial={editing.mode === 'edit' ? sectionFormValues(editing.section) : undefined}
          onClose={() => setEditing(null)}
          onSubmit={save}
        />
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        title="Delete section"
        question="Are you sure you want to delete this section?"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
      />
    </div>
  );
}
