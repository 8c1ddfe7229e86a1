import { categoryLabel } from '../ranking';
import { focusRing } from './styles';

interface CategoryChipsProps {
  categories: readonly string[];
  selected: string;
  onSelect: (category: string) => void;
  /** Names the group for screen readers. */
  label: string;
  tone?: 'light' | 'dark';
}

/** A row of toggle chips (one pressed at a time) that scrolls sideways on narrow screens. */
export function CategoryChips({ categories, selected, onSelect, label, tone = 'light' }: CategoryChipsProps) {
  const dark = tone === 'dark';
  return (
    <div
      role="group"
      aria-label={label}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:justify-center sm:overflow-visible sm:px-0"
    >
      {categories.map((category) => {
        const pressed = category === selected;
        const look = pressed
          ? dark
            ? 'bg-white text-slate-900 border-white'
            : 'bg-slate-900 text-white border-slate-900'
          : dark
            ? 'border-white/15 bg-white/5 text-slate-200 hover:bg-white/10'
            : 'border-slate-200 bg-white text-slate-700 hover:border-slate-300 hover:bg-slate-50';
        return (
          <button
            key={category}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(category)}
            className={`shrink-0 rounded-full border px-4 py-1.5 text-sm font-medium whitespace-nowrap transition ${look} ${focusRing}`}
          >
            {categoryLabel(category)}
          </button>
        );
      })}
    </div>
  );
}
