import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './CodeEditor';

const CodeEditor = lazy(() => import('./CodeEditor'));

/** The code editor, fetched the first time it renders; a plain textarea stands in meanwhile. */
export function LazyCodeEditor(props: CodeEditorProps) {
  return (
    <Suspense
      fallback={
        <textarea
          aria-label={props.label}
          value={props.value}
          readOnly={props.readOnly}
          onChange={(e) => props.onChange(e.target.value)}
          className="h-full min-h-[320px] w-full resize-none p-3 font-mono text-[13px]"
        />
      }
    >
      <CodeEditor {...props} />
    </Suspense>
  );
}
