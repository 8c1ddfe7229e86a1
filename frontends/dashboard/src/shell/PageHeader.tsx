/**
 * The shared page header of the /dashboard pages (doc 2 §2): @liquify/ui's PageHeader (title, subtitle, icon, actions) with a search box (focused by
 * Cmd/Ctrl+K), an optional filter select, view modes (grid, list, tetris) and stats.
 */
import { LayoutGrid, List, Rows3, Search } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { PageHeader as UiPageHeader } from '@liquify/ui/core';
import { useSearchFocusTarget } from './search-focus';

export type ViewMode = 'grid' | 'list' | 'tetris';

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  search?: { value: string; onChange: (value: string) => void; placeholder?: string; label?: string };
  filter?: { value: string; onChange: (value: string) => void; options: Array<{ value: string; label: string }>; label: string };
  view?: { value: ViewMode; onChange: (value: ViewMode) => void; modes?: ViewMode[] };
  stats?: Array<{ label: string; value: ReactNode }>;
  actions?: ReactNode;
  children?: ReactNode;
}

const VIEW_ICONS: Record<ViewMode, typeof List> = { grid: LayoutGrid, list: List, tetris: Rows3 };
const VIEW_LABELS: Record<ViewMode, string> = { grid: 'Grid view', list: 'List view', tetris: 'Tetris view' };

export function PageHeader({ title, subtitle, icon, search, filter, view, stats, actions, children }: PageHeaderProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  useSearchFocusTarget(searchRef);
  const searchId = useId();
  const filterId = useId();
  return (
    <UiPageHeader title={title} subtitle={subtitle} icon={icon} actions={actions}>
      {search || filter || view ? (
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
          {search ? (
            <div className="relative flex-1">
              <label htmlFor={searchId} className="sr-only">
                {search.label ?? 'Search'}
              </label>
              <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
              <input
                ref={searchRef}
                id={searchId}
                type="search"
                value={search.value}
                onChange={(event) => search.onChange(event.target.value)}
                placeholder={search.placeholder ?? 'Search...'}
                className="h-11 w-full rounded-lg border border-slate-300 bg-white pl-9 pr-16 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
              />
              <kbd className="pointer-events-none absolute right-3 top-1/2 hidden -translate-y-1/2 rounded border border-slate-200 bg-slate-50 px-1.5 text-xs text-slate-500 sm:block">
                Ctrl K
              </kbd>
            </div>
          ) : null}
          {filter ? (
            <div>
              <label htmlFor={filterId} className="sr-only">
                {filter.label}
              </label>
              <select
                id={filterId}
                value={filter.value}
                onChange={(event) => filter.onChange(event.target.value)}
                className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800"
              >
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {view ? <ViewToggle {...view} /> : null}
        </div>
      ) : null}
      {stats?.length ? (
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
          {stats.map((stat) => (
            <div key={stat.label} className="flex gap-1.5">
              <dt>{stat.label}</dt>
              <dd className="font-semibold text-slate-900">{stat.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </UiPageHeader>
  );
}

export function ViewToggle({ value, onChange, modes = ['grid', 'list'] }: NonNullable<PageHeaderProps['view']>) {
  return (
    <div role="group" aria-label="View mode" className="inline-flex self-start rounded-lg border border-slate-300 bg-white p-1 sm:self-auto">
      {modes.map((mode) => {
        const Icon = VIEW_ICONS[mode];
        return (
          <button
            key={mode}
            type="button"
            aria-label={VIEW_LABELS[mode]}
            aria-pressed={value === mode}
            onClick={() => onChange(mode)}
            className={`flex h-9 w-9 items-center justify-center rounded-md ${value === mode ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
          >
            <Icon aria-hidden="true" className="h-4 w-4" />
          </button>
        );
      })}
    </div>
  );
}
