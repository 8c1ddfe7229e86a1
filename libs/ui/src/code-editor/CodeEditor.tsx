/**
 * CodeMirror 6 with Liquid (over HTML) highlighting, bundled locally (the product runs offline, no CDN)
 * and loaded on demand: import it through `LazyCodeEditor`, never directly from a page. Shared by the
 * dashboard (section editor) and the admin module editor (which also follows the selection and marks
 * `${name}` placeholders).
 */
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { liquid } from '@codemirror/lang-liquid';
import { bracketMatching, foldGutter, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { tags as t } from '@lezer/highlight';
import { Compartment, EditorState } from '@codemirror/state';
import { Decoration, drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers, MatchDecorator, ViewPlugin, type DecorationSet, type ViewUpdate } from '@codemirror/view';
import { useEffect, useRef } from 'react';

/** The main selection: UTF-16 offsets into the document and the selected text ('' when empty). */
export interface CodeSelection {
  from: number;
  to: number;
  text: string;
}

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  readOnly?: boolean;
  className?: string;
  /** Called when the main selection (or the cursor) moves. */
  onSelectionChange?: (selection: CodeSelection) => void;
  /** Marks `${name}` placeholders (the admin module editor's edit mode). */
  highlightPlaceholders?: boolean;
  /** The id of the message that describes the field (its validation error), as a form field's. */
  describedBy?: string;
  /** Marks the field invalid (aria-invalid), as a form field with an error. */
  invalid?: boolean;
}

/** The editable area's ARIA attributes: its name and, when it has one, its error. */
const ariaAttributes = (label: string, describedBy: string | undefined, invalid: boolean | undefined) => ({
  'aria-label': label,
  ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  ...(invalid ? { 'aria-invalid': 'true' } : {}),
});

/**
 * Token colours that keep a 4.5:1 contrast on the white editor and its active line (axe color-contrast;
 * CodeMirror's default style has lighter ones).
 */
const accessibleHighlight = HighlightStyle.define([
  { tag: [t.keyword, t.controlKeyword, t.moduleKeyword, t.operatorKeyword, t.definitionKeyword], color: '#6d28d9' },
  { tag: [t.comment, t.lineComment, t.blockComment, t.meta, t.documentMeta, t.processingInstruction], color: '#4b5563', fontStyle: 'italic' },
  { tag: [t.string, t.special(t.string), t.attributeValue, t.regexp, t.character], color: '#047857' },
  { tag: [t.number, t.integer, t.float, t.bool, t.atom, t.null, t.unit], color: '#9a3412' },
  { tag: [t.tagName, t.typeName, t.className, t.namespace], color: '#b91c1c' },
  { tag: [t.attributeName, t.propertyName, t.labelName], color: '#1d4ed8' },
  { tag: [t.variableName, t.definition(t.variableName), t.function(t.variableName), t.macroName, t.name], color: '#1e3a8a' },
  { tag: [t.operator, t.punctuation, t.bracket, t.angleBracket, t.squareBracket, t.paren, t.brace, t.separator, t.derefOperator], color: '#374151' },
  { tag: [t.link, t.url], color: '#1d4ed8', textDecoration: 'underline' },
  { tag: t.heading, fontWeight: 'bold' },
  { tag: t.emphasis, fontStyle: 'italic' },
  { tag: t.strong, fontWeight: 'bold' },
  { tag: t.invalid, color: '#b91c1c' },
]);

const placeholderMatcher = new MatchDecorator({
  regexp: /\$\{[^{}\n]*\}/g,
  decoration: Decoration.mark({ class: 'cm-template-placeholder' }),
});

const placeholderHighlighter = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = placeholderMatcher.createDeco(view);
    }
    update(update: ViewUpdate) {
      this.decorations = placeholderMatcher.updateDeco(update, this.decorations);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

const theme = EditorView.theme({
  '&': { fontSize: '13px', height: '100%', backgroundColor: '#fff' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', lineHeight: '1.55' },
  '.cm-gutters': { backgroundColor: '#f8fafc', color: '#64748b', borderRight: '1px solid #e2e8f0' },
  // CodeMirror's own light blue behind the active line's number leaves #64748b under 4.5:1 (axe color-contrast).
  '.cm-activeLineGutter': { backgroundColor: '#e2e8f0', color: '#1e293b' },
  '&.cm-focused': { outline: 'none' },
  '.cm-template-placeholder': { backgroundColor: '#ede9fe', color: '#5b21b6', borderRadius: '3px', fontWeight: '600' },
});

export default function CodeEditor({ value, onChange, label, readOnly = false, className = '', onSelectionChange, highlightPlaceholders = false, describedBy, invalid }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const aria = useRef(new Compartment());
  const ariaNow = useRef({ describedBy, invalid });
  ariaNow.current = { describedBy, invalid };
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onSelectionRef = useRef(onSelectionChange);
  onSelectionRef.current = onSelectionChange;

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          foldGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          syntaxHighlighting(accessibleHighlight),
          liquid(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorView.lineWrapping,
          EditorState.readOnly.of(readOnly),
          aria.current.of(EditorView.contentAttributes.of(ariaAttributes(label, ariaNow.current.describedBy, ariaNow.current.invalid))),
          theme,
          ...(highlightPlaceholders ? [placeholderHighlighter] : []),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
            if (update.selectionSet || update.docChanged) {
              const { from, to } = update.state.selection.main;
              onSelectionRef.current?.({ from, to, text: update.state.sliceDoc(from, to) });
            }
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is created once; later value changes are pushed in by the effect below.
    // (deliberately narrower dependencies than the values read)
  }, [readOnly, label, highlightPlaceholders]);

  // An error shown or cleared: only the editable area's attributes change.
  useEffect(() => {
    view.current?.dispatch({ effects: aria.current.reconfigure(EditorView.contentAttributes.of(ariaAttributes(label, describedBy, invalid))) });
  }, [label, describedBy, invalid]);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  return <div ref={host} className={`h-full min-h-[320px] overflow-hidden ${className}`} data-testid="code-editor" />;
}
