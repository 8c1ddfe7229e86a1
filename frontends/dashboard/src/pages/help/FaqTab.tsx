import * as Accordion from '@radix-ui/react-accordion';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Search, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import type { FaqDto } from '@liquify/contracts';
import { useApi } from '@liquify/session';
import { Button, Spinner } from '@liquify/ui';
import { queryGroups, queryKeys } from '../../api/query-keys';
import { fetchFaq, fetchFaqCategories, viewFaq, voteFaq, type FaqFilters } from './support.api';

export const FAQ_MESSAGES = {
  noMatch: 'No FAQ found matching your search.',
  none: 'No FAQ available.',
  error: (message: string) => `Error loading FAQ: ${message}`,
} as const;

/** FAQ & Knowledge Base: search, category chips with counts, accordion of HTML answers, views and votes. */
export function FaqTab() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const categories = useQuery({ queryKey: queryKeys.faqCategories, queryFn: () => fetchFaqCategories(api) });
  const filters: FaqFilters = { category: category || undefined, search: search.trim() || undefined };
  const faq = useQuery({
    queryKey: queryKeys.faq(filters),
    queryFn: () => fetchFaq(api, filters),
    placeholderData: (previous) => previous,
  });
  const [opened, setOpened] = useState<string[]>([]);
  const [votes, setVotes] = useState<Record<string, Pick<FaqDto, 'helpfulVotes' | 'unhelpfulVotes' | 'myVote'>>>({});

  const onOpen = (ids: string[]) => {
    for (const id of ids.filter((x) => !opened.includes(x))) {
      // View tracking on open; a failure is only logged (doc 2 §8).
      viewFaq(api, id).catch((error: unknown) => console.error('[help] view tracking failed', error));
    }
    setOpened(ids);
  };

  const vote = async (entry: FaqDto, choice: 'helpful' | 'unhelpful') => {
    try {
      const answer = await voteFaq(api, entry._id, choice);
      setVotes((v) => ({ ...v, [entry._id]: answer }));
      void queryClient.invalidateQueries(queryGroups.faq);
    } catch (error) {
      console.error('[help] vote failed', error);
    }
  };

  const total = categories.data?.reduce((n, c) => n + c.count, 0) ?? 0;
  return (
    <div className="space-y-4">
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" />
        <input
          type="search"
          aria-label="Search the FAQ"
          placeholder="Search for answers..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="w-full rounded-lg border border-slate-300 py-2.5 pl-9 pr-3 text-base focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
      </div>
      <div role="group" aria-label="FAQ categories" className="flex flex-wrap gap-2">
        {[{ id: '', name: 'All Categories', count: total }, ...(categories.data ?? [])].map((c) => (
          <button
            key={c.id || 'all'}
            type="button"
            aria-pressed={category === c.id}
            onClick={() => setCategory(c.id)}
            className={`min-h-9 rounded-full px-3 text-sm font-medium ${category === c.id ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'}`}
          >
            {c.name} ({c.count})
          </button>
        ))}
      </div>
      {faq.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading FAQ" />
        </div>
      ) : faq.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>{FAQ_MESSAGES.error(faq.error.message)}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void faq.refetch()}>
            Retry
          </Button>
        </div>
      ) : faq.data.length === 0 ? (
        <p className="py-10 text-center text-slate-600">{search.trim() || category ? FAQ_MESSAGES.noMatch : FAQ_MESSAGES.none}</p>
      ) : (
        <Accordion.Root type="multiple" value={opened} onValueChange={onOpen} className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {faq.data.map((entry) => {
            const counts = votes[entry._id] ?? entry;
            return (
              <Accordion.Item key={entry._id} value={entry._id}>
                <Accordion.Header>
                  <Accordion.Trigger className="group flex min-h-12 w-full items-center justify-between gap-3 px-4 py-3 text-left font-medium text-slate-900 hover:bg-slate-50">
                    {entry.question}
                    <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content className="px-4 pb-4">
                  {/* Answers are HTML, sanitised by the support service when written. */}
                  <div className="prose prose-sm max-w-none text-slate-700 [&_a]:text-brand-700 [&_a]:underline" dangerouslySetInnerHTML={{ __html: entry.answer }} />
                  <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
                    <span className="text-slate-600">Was this helpful?</span>
                    <button
                      type="button"
                      aria-pressed={counts.myVote === 'helpful'}
                      onClick={() => void vote(entry, 'helpful')}
                      className={`inline-flex min-h-9 items-center gap-1 rounded-lg border px-3 ${counts.myVote === 'helpful' ? 'border-green-600 bg-green-50 font-semibold text-green-800' : 'border-slate-300 text-slate-700'}`}
                    >
                      <ThumbsUp aria-hidden="true" className="h-4 w-4" />
                      {/* The visible words are the name ("Helpful (n)"). */}
                      {`Helpful (${counts.helpfulVotes})`}
                    </button>
                    <button
                      type="button"
                      aria-pressed={counts.myVote === 'unhelpful'}
                      onClick={() => void vote(entry, 'unhelpful')}
                      className={`inline-flex min-h-9 items-center gap-1 rounded-lg border px-3 ${counts.myVote === 'unhelpful' ? 'border-red-600 bg-red-50 font-semibold text-red-800' : 'border-slate-300 text-slate-700'}`}
                    >
                      <ThumbsDown aria-hidden="true" className="h-4 w-4" />
                      {/* The visible words are the name ("Not helpful (n)"). */}
                      {`Not helpful (${counts.unhelpfulVotes})`}
                    </button>
                  </div>
                </Accordion.Content>
              </Accordion.Item>
            );
          })}
        </Accordion.Root>
      )}
    </div>
  );
}
