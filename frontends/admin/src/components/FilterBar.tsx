/**
 * The search box and filter selects above an admin list, as one labelled group: every control has its
 * own accessible name (the search's, each select's), the search takes the width left over and drops to
 * its own line on a phone.
 */
export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelect<F extends string> {
  name: F;
  /** The select's accessible name (e.g. 'Role filter'). */
  label: string;
  /** The choices, "all" ('') first. */
  options: readonly FilterOption[];
}

export interface FilterBarProps<F extends string> {
  /** The group's accessible name (e.g. 'Filter users'). */
  label: string;
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearch: (text: string) => void;
  filters?: readonly FilterSelect<F>[];
  values?: Record<F, string>;
  onFilter?: (name: F, value: string) => void;
  className?: string;
}

/** A select's definition: "all" ('' , `allLabel`) first, then the choices as value → label. */
export function filterSelect<F extends string>(name: F, label: string, allLabel: string, choices: Record<string, string> | readonly string[]): FilterSelect<F> {
  const entries = Array.isArray(choices) ? choices.map((c: string) => [c, c] as const) : Object.entries(choices);
  return { name, label, options: [{ value: '', label: allLabel }, ...entries.map(([value, text]) => ({ value, label: text }))] };
}

export const filterControlClass =
  'h-10 min-w-0 max-w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';

export function FilterBar<F extends string>({
  label,
  searchLabel,
  searchPlaceholder,
  search,
  onSearch,
  filters = [],
  values,
  onFilter,
  className = 'mt-6',
}: FilterBarProps<F>) {
  return (
    <div role="group" aria-label={label} className={`flex flex-wrap gap-3 ${className}`}>
      <input
        type="search"
        aria-label={searchLabel}
        placeholder={searchPlaceholder}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        className={`${filterControlClass} w-full sm:w-auto sm:min-w-64 sm:flex-1`}
      />
      {filters.map((filter) => (
        <select key={filter.name} aria-label={filter.label} value={values?.[filter.name] ?? ''} onChange={(e) => onFilter?.(filter.name, e.target.value)} className={filterControlClass}>
          {filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ))}
    </div>
  );
}
