/**
 * Create Section / Edit Section dialog (doc 3 §2, §5): the form beside the section's live Liquid preview.
 * The code is edited in the module editor's CodeMirror (Liquid over HTML, bundled, fetched when the dialog
 * first opens), checked with the rest of the form by the catalogue contract's schema.
 * Slug "Generate" from the title, tags added with Enter (trimmed, de-duplicated), the fixed category list
 * plus a custom category (trimmed and lowercased).
 */
import { Sparkles, X } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { slugFromTitle } from '@liquify/contracts';
import { AlertBanner, Button, Dialog, LazyCodeEditor, LiquidLivePreview, TextAreaField, TextField } from '@liquify/ui';
import { EditConflict } from '../../components/EditConflict';
import { SaveFailure, type CodeProblem } from '../../lib/save-failure';
import {
  addTag,
  CUSTOM_CATEGORY,
  EMPTY_SECTION_FORM,
  SECTION_CATEGORY_OPTIONS,
  validateSectionForm,
  type SectionFormErrors,
  type SectionFormValues,
} from './section-form';

export interface SectionFormDialogProps {
  mode: 'create' | 'edit';
  initial?: SectionFormValues;
  /** The revision the edited section was read at (sent with the update; ignored on create). */
  revision?: number;
  onClose: () => void;
  /** Saves; rejects with the failure, which the dialog shows while keeping every field as typed. */
  onSubmit: (values: SectionFormValues, revision: number) => Promise<void>;
  /** Reads the section as stored now (Reload and Overwrite after a conflict). */
  onFetchCurrent?: () => Promise<{ values: SectionFormValues; revision: number }>;
}

/** Why the last save failed, as the dialog shows it. */
type Failure = { kind: 'code'; problem: CodeProblem } | { kind: 'conflict' } | { kind: 'other'; message: string };

function failureOf(error: unknown): Failure {
  if (error instanceof SaveFailure) {
    if (error.isConflict) return { kind: 'conflict' };
    const problem = error.codeProblem;
    if (problem) return { kind: 'code', problem };
  }
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}

const fieldClass =
  'w-full rounded-lg border px-3 py-2.5 text-base text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';
const border = (error?: string) => (error ? 'border-red-400' : 'border-slate-300');

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm text-red-600">
      {error}
    </p>
  ) : null;
}

export function SectionFormDialog({ mode, initial = EMPTY_SECTION_FORM, revision: initialRevision = 0, onClose, onSubmit, onFetchCurrent }: SectionFormDialogProps) {
  const [values, setValues] = useState<SectionFormValues>(initial);
  const [revision, setRevision] = useState(initialRevision);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [errors, setErrors] = useState<SectionFormErrors>({});
  const [tagInput, setTagInput] = useState('');
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof SectionFormValues>(key: K, value: SectionFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    if (key === 'code') setFailure((f) => (f?.kind === 'code' ? null : f));
  };

  /** Saves at `at`; a failure keeps the dialog open with everything as typed and says why. */
  const saveAt = async (at: number) => {
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit(values, at);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setSaving(false);
    }
  };

  /** Conflict: Reload takes the stored section (the edits here are dropped); Overwrite saves these at its revision. */
  const resolveConflict = async (choice: 'reload' | 'overwrite') => {
    if (!onFetchCurrent) return;
    setSaving(true);
    let current: { values: SectionFormValues; revision: number };
    try {
      current = await onFetchCurrent();
    } catch (error) {
      setFailure(failureOf(error));
      setSaving(false);
      return;
    }
    setRevision(current.revision);
    if (choice === 'reload') {
      setValues(current.values);
      setErrors({});
      setFailure(null);
      setSaving(false);
      return;
    }
    await saveAt(current.revision);
  };

  const onTagKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    set('tags', addTag(values.tags, tagInput));
    setTagInput('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSectionForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await saveAt(revision);
  };
  const codeError = errors.code ?? (failure?.kind === 'code' ? failure.problem.reason : undefined);

  const title = mode === 'create' ? 'Create Section' : 'Edit Section';
  return (
    <Dialog open size="xl" onOpenChange={(open) => !open && onClose()} title={title}>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <form noValidate onSubmit={submit} className="space-y-4" aria-label={title}>
          <TextField label="Title" value={values.title} error={errors.title} onChange={(e) => set('title', e.target.value)} />
          <div className="flex items-start gap-2">
            <div className="flex-1">
              <TextField label="Slug" value={values.slug} error={errors.slug} onChange={(e) => set('slug', e.target.value)} />
            </div>
            <Button type="button" variant="secondary" className="mt-7" onClick={() => set('slug', slugFromTitle(values.title))}>
              <Sparkles aria-hidden="true" className="h-4 w-4" />
              Generate
            </Button>
          </div>
          <TextAreaField label="Description" rows={2} value={values.description} error={errors.description} onChange={(e) => set('description', e.target.value)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <label htmlFor="section-category" className="text-sm font-medium text-slate-700">
                Category
              </label>
              <select id="section-category" value={values.category} onChange={(e) => set('category', e.target.value)} className={`${fieldClass} ${border(errors.category)}`}>
                {SECTION_CATEGORY_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
                <option value={CUSTOM_CATEGORY}>Custom...</option>
              </select>
              <FieldError id="section-category-error" error={errors.category} />
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor="section-status" className="text-sm font-medium text-slate-700">
                Status
              </label>
              <select id="section-status" value={values.status} onChange={(e) => set('status', e.target.value as SectionFormValues['status'])} className={`${fieldClass} border-slate-300`}>
                <option value="draft">Draft</option>
                <option value="published">Published</option>
                <option value="archived">Archived</option>
              </select>
            </div>
          </div>
          {values.category === CUSTOM_CATEGORY ? (
            <TextField label="Custom category" value={values.customCategory} error={errors.customCategory} onChange={(e) => set('customCategory', e.target.value)} />
          ) : null}
          <div className="flex flex-col gap-1.5">
            <label htmlFor="section-tags" className="text-sm font-medium text-slate-700">
              Tags
            </label>
            <input
              id="section-tags"
              value={tagInput}
              placeholder="Type a tag and press Enter"
              aria-describedby={errors.tags ? 'section-tags-error' : undefined}
              onChange={(e) => setTagInput(e.target.value)}
              onKeyDown={onTagKey}
              className={`${fieldClass} ${border(errors.tags)}`}
            />
            {values.tags.length > 0 ? (
              <ul aria-label="Selected tags" className="flex flex-wrap gap-2">
                {values.tags.map((tag) => (
                  <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pl-3 pr-1 text-sm text-slate-800">
                    {tag}
                    <button type="button" aria-label={`Remove tag ${tag}`} onClick={() => set('tags', values.tags.filter((t) => t !== tag))} className="rounded-full p-1 hover:bg-slate-200">
                      <X aria-hidden="true" className="h-3 w-3" />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <FieldError id="section-tags-error" error={errors.tags} />
          </div>
          <div className="flex flex-col gap-1.5">
            {/* The editor's own name is "Code" (a label element cannot name its editable area). */}
            <span aria-hidden="true" className="text-sm font-medium text-slate-700">
              Code
            </span>
            <div className={`h-80 overflow-hidden rounded-lg border ${border(codeError)}`}>
              <LazyCodeEditor
                label="Code"
                value={values.code}
                onChange={(code) => set('code', code)}
                describedBy={codeError ? 'section-code-error' : undefined}
                invalid={Boolean(codeError)}
                className="h-full"
              />
            </div>
            {failure?.kind === 'code' && failure.problem.line !== null ? (
              <p id="section-code-error" role="alert" className="text-sm text-red-600">
                <span className="font-semibold">Line {failure.problem.line}:</span> {failure.problem.reason}
              </p>
            ) : (
              <FieldError id="section-code-error" error={codeError} />
            )}
          </div>
          <TextField label="Thumbnail URL" value={values.thumbnail} error={errors.thumbnail} onChange={(e) => set('thumbnail', e.target.value)} />
          <TextField label="Demo URL" value={values.demoUrl} error={errors.demoUrl} onChange={(e) => set('demoUrl', e.target.value)} />
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <input type="checkbox" checked={values.featured} onChange={(e) => set('featured', e.target.checked)} className="h-4 w-4" />
            Featured
          </label>
          {failure?.kind === 'conflict' ? <EditConflict busy={saving} onReload={() => void resolveConflict('reload')} onOverwrite={() => void resolveConflict('overwrite')} /> : null}
          {failure?.kind === 'other' ? <AlertBanner title={mode === 'create' ? 'Failed to create section' : 'Failed to update section'} message={failure.message} onDismiss={() => setFailure(null)} /> : null}
          <div className="flex justify-end gap-2 pt-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" busy={saving} disabled={saving}>
              {mode === 'create' ? 'Create Section' : 'Save Changes'}
            </Button>
          </div>
        </form>
        <section aria-label="Live preview" className="flex min-h-[420px] flex-col overflow-hidden rounded-lg border border-slate-200 lg:sticky lg:top-0 lg:h-[calc(100vh-7rem)] lg:self-start">
          <h3 className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm font-semibold text-slate-700">Live preview</h3>
          {values.code.trim() ? (
            <LiquidLivePreview slug={values.slug || 'new-section'} title={values.title || 'New section'} code={values.code} />
          ) : (
            <p className="p-4 text-sm text-slate-600">The preview appears once the section has code.</p>
          )}
        </section>
      </div>
    </Dialog>
  );
}
