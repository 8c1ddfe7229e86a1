/** Row selection boxes and the bar of bulk actions shown while rows are selected (issue #25 item 12). */
import { useEffect, useRef, type ReactNode } from 'react';
import type { PageSelection } from '../lib/bulk-selection';
import { ConfirmDialog } from './ListControls';

const boxClass = 'h-4 w-4 cursor-pointer rounded border-slate-400 text-brand-600 focus:ring-brand-500';

export function SelectPageBox({ state, onToggle, label }: { state: PageSelection; onToggle: () => void; label: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return <input ref={ref} type="checkbox" aria-label={label} checked={state === 'all'} onChange={onToggle} className={boxClass} />;
}

export function SelectRowBox({ checked, onToggle, label }: { checked: boolean; onToggle: () => void; label: string }) {
  return <input type="checkbox" aria-label={label} checked={checked} onChange={onToggle} className={boxClass} />;
}

/** A select whose choice asks for a bulk action at once (then resets to its prompt). */
export function BulkChoice({ label, prompt, options, onChoose }: { label: string; prompt: string; options: readonly (readonly [value: string, text: string])[]; onChoose: (value: string) => void }) {
  return (
    <select
      aria-label={label}
      value=""
      onChange={(e) => {
        if (e.target.value) onChoose(e.target.value);
      }}
      className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 sm:w-auto"
    >
      <option value="">{prompt}</option>
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </select>
  );
}

export function BulkBar({
  count,
  selectedText,
  clearLabel,
  onClear,
  confirm,
  cancelLabel,
  children,
}: {
  count: number;
  selectedText: string;
  clearLabel: string;
  onClear: () => void;
  confirm: { open: boolean; title: string; question: string; confirmLabel?: string; tone: 'danger' | 'primary'; busy: boolean; onCancel: () => void; onConfirm: () => void };
  cancelLabel?: string;
  children: ReactNode;
}) {
  return (
    <>
      {count > 0 ? (
        <div role="region" aria-label={selectedText} className="mt-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-brand-50 p-3 sm:flex-row sm:flex-wrap sm:items-center">
          <p className="text-sm font-semibold text-slate-900" aria-live="polite">
            {selectedText}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">{children}</div>
          <button type="button" onClick={onClear} className="min-h-11 text-left text-sm font-medium text-brand-700 hover:underline sm:ml-auto">
            {clearLabel}
          </button>
        </div>
      ) : null}
      <ConfirmDialog {...confirm} cancelLabel={cancelLabel} />
    </>
  );
}
