/** Support management's FAQ tab (doc 3 §2): 'Seed FAQ Data', 'Add FAQ', and each entry's edit and delete. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Database, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FAQ_CATEGORY_NAMES, type FaqCreateRequest, type FaqDto } from '@liquify/contracts';
import { AlertBanner, Button, useToast } from '@liquify/ui';
import { ConfirmDialog, ListStates } from '../../components/ListControls';
import { useApi } from '@liquify/session';
import { supportApi } from '../../api/support';
import { faqFormValuesOf } from './faq-form';
import { FaqFormDialog } from './FaqFormDialog';

type Editing = { mode: 'create' } | { mode: 'edit'; faq: FaqDto };

/** The answer's text, for the list (the HTML itself is only rendered on the help pages). */
const answerText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

export function FaqTab() {
  const support = supportApi(useApi());
  const toast = useToast();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<FaqDto | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const faq = useQuery({ queryKey: ['admin', 'support', 'faq'], queryFn: () => support.faq() });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['admin', 'support', 'faq'] });

  const seed = useMutation({
    mutationFn: () => support.seedFaq(),
    onSuccess: (data) => {
      toast.success(`FAQ data seeded: ${data.created} added, ${data.existing} already there`);
      void reload();
    },
    onError: (error) => setActionError(error.message),
  });
  const remove = useMutation({
    mutationFn: (id: string) => support.deleteFaq(id),
    onSuccess: () => {
      setDeleting(null);
      toast.success('FAQ deleted');
      void reload();
    },
    onError: (error) => {
      setDeleting(null);
      setActionError(error.message);
    },
  });

  const save = async (payload: FaqCreateRequest) => {
    if (!editing) return;
    setActionError(null);
    try {
      if (editing.mode === 'create') await support.createFaq(payload);
      else await support.updateFaq(editing.faq._id, payload);
      toast.success(editing.mode === 'create' ? 'FAQ added' : 'FAQ updated');
      setEditing(null);
      void reload();
    } catch (error) {
      setActionError((error as Error).message);
      setEditing(null);
    }
  };

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {faq.data ? `${faq.data.total} ${faq.data.total === 1 ? 'entry' : 'entries'}` : ''}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" busy={seed.isPending} onClick={() => seed.mutate()}>
            <Database aria-hidden="true" className="mr-2 inline h-4 w-4" />
            Seed FAQ Data
          </Button>
          <Button type="button" onClick={() => setEditing({ mode: 'create' })}>
            <Plus aria-hidden="true" className="mr-2 inline h-4 w-4" />
            Add FAQ
          </Button>
        </div>
      </div>

      {actionError ? (
        <div className="mt-4">
          <AlertBanner title="Error" message={actionError} onDismiss={() => setActionError(null)} />
        </div>
      ) : null}

      <div className="mt-4">
        <ListStates
          pending={faq.isPending}
          error={faq.error}
          empty={faq.data?.entries.length === 0}
          loadingLabel="Loading FAQs"
          emptyText="No FAQ entries yet. Use Seed FAQ Data or Add FAQ."
        >
          <ul aria-label="FAQ entries" className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
            {faq.data?.entries.map((entry) => (
              <li key={entry._id} className="flex items-start gap-3 p-4">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{entry.question}</p>
                  <p className="mt-1 line-clamp-2 text-sm text-slate-600">{answerText(entry.answer)}</p>
                  <p className="mt-2 flex flex-wrap gap-2 text-xs text-slate-600">
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700">{FAQ_CATEGORY_NAMES[entry.category]}</span>
                    {entry.tags.map((tag) => (
                      <span key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
                        {tag}
                      </span>
                    ))}
                    <span>
                      {entry.views} views · {entry.helpfulVotes} helpful · {entry.unhelpfulVotes} not helpful
                    </span>
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <button type="button" aria-label={`Edit FAQ: ${entry.question}`} onClick={() => setEditing({ mode: 'edit', faq: entry })} className="rounded p-2 text-slate-600 hover:bg-slate-100">
                    <Pencil aria-hidden="true" className="h-4 w-4" />
                  </button>
                  <button type="button" aria-label={`Delete FAQ: ${entry.question}`} onClick={() => setDeleting(entry)} className="rounded p-2 text-red-600 hover:bg-red-50">
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </ListStates>
      </div>

      {editing ? (
        <FaqFormDialog mode={editing.mode} initial={editing.mode === 'edit' ? faqFormValuesOf(editing.faq) : undefined} onClose={() => setEditing(null)} onSubmit={save} />
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        title="Delete FAQ"
        question="Are you sure you want to delete this FAQ entry?"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
      />
    </div>
  );
}
