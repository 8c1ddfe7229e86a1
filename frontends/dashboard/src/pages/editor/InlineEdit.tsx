/** Click-to-edit text: Enter or blur commits, Escape cancels; empty or unchanged just closes (doc 2 §4). */
import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { resolveInlineEdit } from './editor-rules';

export function InlineEdit({
  value,
  label,
  onSave,
  disabled,
  className = '',
  multiline = false,
}: {
  value: string;
  label: string;
  onSave: (value: string) => void;
  disabled?: boolean;
  className?: string;
  multiline?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const ref = useRef<HTMLInputElement>(null);
  const done = useRef(false);

  useEffect(() => {
    if (editing) {
      done.current = false;
      ref.current?.focus();
      ref.current?.select();
    }
  }, [editing]);

  const commit = () => {
    if (done.current) return;
    done.current = true;
    setEditing(false);
    const outcome = resolveInlineEdit(value, draft);
    if (outcome.kind === 'save') onSave(outcome.value);
  };
  const cancel = () => {
    done.current = true;
    setEditing(false);
    setDraft(value);
  };

  if (editing) {
    return (
      <input
        ref={ref}
        aria-label={label}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            cancel();
          }
        }}
        className={`w-full rounded-md border border-brand-500 bg-white px-2 py-1 outline-none ring-2 ring-brand-100 ${className}`}
      />
    );
  }
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => {
        setDraft(value);
        setEditing(true);
      }}
      aria-label={`${label}: ${value || 'empty'}. Click to edit`}
      className={`group flex max-w-full items-center gap-2 rounded-md px-2 py-1 text-left hover:bg-slate-100 disabled:hover:bg-transparent ${className} ${multiline ? '' : 'truncate'}`}
    >
      <span className="min-w-0 truncate">{value || <span className="italic text-slate-400">Add a description</span>}</span>
      {disabled ? null : <Pencil aria-hidden="true" className="h-3.5 w-3.5 shrink-0 text-slate-400 opacity-0 group-hover:opacity-100" />}
    </button>
  );
}
