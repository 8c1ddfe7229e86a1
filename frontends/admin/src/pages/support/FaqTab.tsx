/** Support management's FAQ tab (doc 3 §2): 'Seed FAQ Data', 'Add FAQ', and each entry's edit and delete. */
import { Database } from 'lucide-react';
import { FAQ_CATEGORY_NAMES, type FaqCreateRequest, type FaqDto } from '@liquify/contracts';
import { Button } from '@liquify/ui';
import { ActionError, CreateButton, DeleteConfirmation, ListStates, RowActions } from '../../components/ListControls';
import { useApi } from '@liquify/session';
import { adminKeys } from '../../api/query-keys';
import { supportApi } from '../../api/support';
import { useAdminList, useAdminMutation } from '../../lib/use-admin-list';
import { faqFormValuesOf } from './faq-form';
import { FaqFormDialog } from './FaqFormDialog';

/** The answer's text, for the list (the HTML itself is only rendered on the help pages). */
const answerText = (html: string) => (new DOMParser().parseFromString(html.replace(/<\/(p|li|h[1-6]|div)>|<br\s*\/?>/gi, '$& '), 'text/html').body.textContent ?? '').trim();

export function FaqTab() {
  const support = supportApi(useApi());
  const list = useAdminList({
    queryKey: adminKeys.support.faq,
    fetch: () => support.faq(),
    items: (data) => data.entries,
    create: (payload: FaqCreateRequest) => support.createFaq(payload),
    update: (faq: FaqDto, payload: FaqCreateRequest) => support.updateFaq(faq._id, payload),
    remove: (faq: FaqDto) => support.deleteFaq(faq._id),
    messages: { created: 'FAQ added', updated: 'FAQ updated', deleted: 'FAQ deleted' },
  });
  const faq = list.query;
  const seed = useAdminMutation({
    mutationFn: () => support.seedFaq(),
    success: (data) => `FAQ data seeded: ${data.created} added, ${data.existing} already there`,
    invalidates: list.invalidates,
    onError: list.fail,
  });

  const dialog = list.dialogProps(faqFormValuesOf);

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
          <CreateButton onClick={list.startCreate}>Add FAQ</CreateButton>
        </div>
      </div>

      <ActionError error={list.actionError} onDismiss={list.clearError} />

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
                <RowActions
                  editLabel={`Edit FAQ: ${entry.question}`}
                  deleteLabel={`Delete FAQ: ${entry.question}`}
                  onEdit={() => list.startEdit(entry)}
                  onDelete={() => list.askDelete(entry)}
                />
              </li>
            ))}
          </ul>
        </ListStates>
      </div>

      {dialog ? <FaqFormDialog {...dialog} /> : null}

      <DeleteConfirmation list={list} title="Delete FAQ" question="Are you sure you want to delete this FAQ entry?" />
    </div>
  );
}
