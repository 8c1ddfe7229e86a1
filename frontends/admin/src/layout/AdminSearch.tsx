/**
 * The back office's one search (issue #25 item 13): a button in the header, or Ctrl/Cmd+K from anywhere in
 * the admin, opens a dialog (Radix, via @liquify/ui: focus trapped, Esc closes, focus returns) holding a
 * combobox. Typing (debounced, at least 2 characters) searches users, modules, sections, plans and tickets
 * through GET /api/admin/search; hits are grouped by kind; arrows move, Enter opens the hit's admin page.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { flattenGroups, isSearchableQuery, moveActive, normalizeAdminSearchQuery, type AdminSearchGroup, type AdminSearchHit } from '@liquify/contracts';
import { Dialog, Spinner } from '@liquify/ui';
import { useApi } from '@liquify/session';
import { adminKeys } from '../api/query-keys';
import { searchApi } from '../api/search';
import { useDebounced } from '../lib/use-debounced';
import { KIND_LABEL, SEARCH_HINT, groupErrorText, isEmptyResult, isSearchShortcut, noResultsText, shownGroups } from './admin-search';

/** The answer for the debounced query (none below the minimum length). */
function useAdminSearch(query: string) {
  const api = useApi();
  const debounced = normalizeAdminSearchQuery(useDebounced(query));
  const searchable = isSearchableQuery(debounced);
  const answer = useQuery({
    queryKey: adminKeys.search(debounced),
    queryFn: () => searchApi(api).search(debounced),
    enabled: searchable,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    retry: false,
  });
  const waiting = normalizeAdminSearchQuery(query) !== debounced || answer.isFetching;
  return { debounced, searchable, answer, waiting };
}

function statusOf(query: string, search: ReturnType<typeof useAdminSearch>): ReactNode {
  const { debounced, answer, waiting } = search;
  if (!isSearchableQuery(query)) return <p className="text-sm text-slate-600">{SEARCH_HINT}</p>;
  if (waiting && !answer.data) return <p role="status" className="text-sm text-slate-600">Searching…</p>;
  if (answer.isError && !waiting) return <p role="alert" className="text-sm text-red-700">{answer.error.message}</p>;
  if (answer.data && !waiting && isEmptyResult(answer.data.groups)) return <p role="status" className="text-sm text-slate-600">{noResultsText(debounced)}</p>;
  return null;
}

function ResultGroups({ listId, groups, active, setActive, onOpen }: { listId: string; groups: AdminSearchGroup[]; active: number; setActive: (i: number) => void; onOpen: (hit: AdminSearchHit) => void }) {
  let index = -1;
  return (
    <div id={listId} role="listbox" aria-label="Search results" className="mt-1 max-h-[55vh] overflow-y-auto">
      {groups.map((group) => (
        <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`} className="py-1">
          <p id={`${listId}-${group.kind}`} className="px-2 py-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
            {KIND_LABEL[group.kind]}
          </p>
          {group.error ? <p className="px-2 py-1 text-sm text-red-700">{groupErrorText(group.kind, group.error)}</p> : null}
          {group.hits.map((hit) => {
            index += 1;
            const mine = index;
            return (
              <div
                key={`${hit.kind}-${hit.id}`}
                id={`${listId}-option-${mine}`}
                role="option"
                aria-selected={mine === active}
                onMouseMove={() => setActive(mine)}
                onClick={() => onOpen(hit)}
                className={`cursor-pointer rounded-lg px-2 py-2 ${mine === active ? 'bg-brand-50 text-brand-800' : 'text-slate-800'}`}
              >
                <p className="truncate text-sm font-medium">{hit.title || '(untitled)'}</p>
                {hit.subtitle ? <p className="truncate text-xs text-slate-600">{hit.subtitle}</p> : null}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function SearchPanel({ onOpen }: { onOpen: (hit: AdminSearchHit) => void }) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const search = useAdminSearch(query);
  const { searchable, answer } = search;
  const groups = useMemo(() => (searchable && answer.data ? shownGroups(answer.data.groups) : []), [searchable, answer.data]);
  const hits = useMemo(() => flattenGroups(groups), [groups]);
  const [active, setActive] = useState(-1);
  useEffect(() => setActive(hits.length ? 0 : -1), [hits]);
  // The active option stays in view as the arrows move through a list taller than the dialog.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(moveActive(active, hits.length, event.key));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active];
      if (hit) onOpen(hit);
    }
  };

  return (
    <>
      <div className="relative mt-4">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
        <input
          type="text"
          role="combobox"
          aria-label="Search the back office"
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && hits.length ? `${listId}-option-${active}` : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Name, e-mail, title, slug or #id"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-lg border border-slate-300 pl-9 pr-10 text-base focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:text-sm"
        />
        {search.waiting && searchable ? (
          <span className="absolute right-3 top-1/2 -translate-y-1/2">
            <Spinner label="Searching" className="h-4 w-4" />
          </span>
        ) : null}
      </div>
      <div className="mt-3">{statusOf(query, search)}</div>
      <ResultGroups listId={listId} groups={groups} active={active} setActive={setActive} onOpen={onOpen} />
    </>
  );
}

/** The header's search button and its dialog; Ctrl/Cmd+K opens it from anywhere in the admin. */
export function AdminSearch() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const openHit = (hit: AdminSearchHit) => {
    setOpen(false);
    navigate(hit.href);
  };
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
        className="relative order-last flex h-10 w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-left text-sm text-slate-500 hover:border-slate-400 md:order-none md:w-auto md:max-w-md md:flex-1"
      >
        <Search aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
        <span className="min-w-0 flex-1 truncate">Search users, modules, tickets…</span>
        <kbd aria-hidden="true" className="hidden rounded border border-slate-200 bg-slate-50 px-1.5 text-xs font-medium text-slate-500 sm:inline">
          Ctrl K
        </kbd>
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Search the back office" size="lg">
        {open ? <SearchPanel onOpen={openHit} /> : null}
      </Dialog>
    </>
  );
}
