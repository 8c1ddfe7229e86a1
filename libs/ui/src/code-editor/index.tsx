import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './CodeEditor';

export type { CodeEditorProps, CodeSelection } from './CodeEditor';

const CodeEditor = lazy(() => import('./CodeEditor'));

/**
 * The code editor (CodeMirror 6), fetched the first time it renders so only the pages that show it
 * download it; a plain textarea stands in meanwhile (same value, change and selection callbacks).
 */
export function LazyCodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<PlainCodeEditor {...props} />}>
      <CodeEditor {...props} />
    </Suspense>
  );
}

export function PlainCodeEditor({ label, value, readOnly, onChange, onSelectionChange, className = '', describedBy, invalid }: CodeEditorProps) {
  return (
    <textarea
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={invalid ? true : undefined}
      value={value}
      readOnly={readOnly}
      spellCheck={false}
      onChange={(e) => onChange(e.target.value)}
      onSelect={(e) => {
        const { selectionStart: from, selectionEnd: to, value: text } = e.currentTarget;
        onSelectionChange?.({ from, to, text: text.slice(from, to) });
      }}
      className={`h-full min-h-[320px] w-full resize-none p-3 font-mono text-[13px] ${className}`}
    />
  );
}
