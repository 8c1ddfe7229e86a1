/**
 * Create Section / Edit Section dialog (doc 3 §2, §5): the form beside the section's live Liquid preview.
 * The code is edited in the module editor's CodeMirror (Liquid over HTML, bundled, fetched when the dialog
 * first opens), checked with the rest of the form by the catalogue contract's schema (react-hook-form resolver,
 * submitting the values as typed: the page maps them to the body with sectionPayload).
 * Slug "Generate" from the title, tags added with Enter (trimmed, de-duplicated), the fixed category list
 * plus a custom category (trimmed and lowercased).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { slugFromTitle } from '@liquify/contracts';
import { AlertBanner, Button, Dialog, LazyCodeEditor, LiquidLivePreview, TextAreaField, TextField } from '@liquify/ui';
import { EditConflict } from '../../components/EditConflict';
import { SaveFailure, type CodeProblem } from '../../lib/save-failure';
import {
  addTag,
  CUSTOM_CATEGORY,
  EMPTY_SECTION_FORM,
  SECTION_CATEGORY_OPTIONS,
  sectionFormSchema,
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
  const form = useForm<SectionFormValues>({ resolver: zodResolver(sectionFormSchema, undefined, { raw: true }), defaultValues: initial });
  const { errors } = form.formState;
  const [revision, setRevision] = useState(initialRevision);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [tagInput, setTagInput] = useState('');
  const [saving, setSaving] = useState(false);
  const [typedTitle, slug, category, tags, code] = form.watch(['title', 'slug', 'category', 'tags', 'code']);
  /** Values set by the dialog itself (Generate, tags, the code editor), their error cleared as typing does. */
  const setSlug = (value: string) => {
    form.setValue('slug', value, { shouldDirty: true });
    form.clearErrors('slug');
  };
  const setTags = (value: string[]) => {
    form.setValue('tags', value, { shouldDirty: true });
    form.clearErrors('tags');
  };
  const setCode = (value: string) => {
    form.setValue('code', value, { shouldDirty: true });
    form.clearErrors('code');
    setFailure((f) => (f?.kind === 'code' ? null : f));
  };

  /** Saves at `at`; a failure keeps the dialog open with everything as typed and says why. */
  const saveAt = async (values: SectionFormValues, at: number) => {
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
      form.reset(current.values);
      setFailure(null);
      setSaving(false);
      return;
    }
    setSaving(false);
    await form.handleSubmit((values) => saveAt(values, current.revision))();
  };

  const onTagKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    setTags(addTag(tags, tagInput));
    setTagInput('');
  };

  const submit = form.handleSubmit((values) => saveAt(values, revision));
  const custom = category === CUSTOM_CATEGORY;
  const codeError = errors.code?.message ?? (failure?.kind === 'code' ? failure.problem.reason : undefined);

  const title = mode === 'create' ? 'Create Section' : 'Edit Section';
  return (
    <Dialog open size="xl" onOpenChange={(open) => !open && onClose()} title={title}>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <form noValidate onSubmit={submit} className="space-y-4" aria-label={title}>
          <TextField label="Title" error={errors.title?.message} {...form.register('title')} />
          <div className="flex items-start gap-2">
            <div className="flex-1">
              <TextField label="Slug" error={errors.slug?.message} {...form.register('slug')} />
            </div>
            <Button type="button" variant="secondary" className="mt-7" onClick={() => setSlug(slugFromTitle(typedTitle))}>
              <Sparkles aria-hidden="true" className="h-4 w-4" />
              Generate
            </Button>
          </div>
          <TextAreaField label="Description" rows={2} error={errors.description?.message} {...form.register('description')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <label htmlFor="section-category" className="text-sm font-medium text-slate-700">
                Category
              </label>
              <select id="section-category" className={`${fieldClass} ${border(custom ? undefined : errors.category?.message)}`} {...form.register('category')}>
                {SECTION_CATEGORY_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
                <option value={CUSTOM_CATEGORY}>Custom...</option>
              </select>
              <FieldError id="section-category-error" error={custom ? undefined : errors.category?.message} />
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor="section-status" className="text-sm font-medium text-slate-700">
                Status
              </label>
              <select id="section-status" className={`${fieldClass} border-slate-300`} {...form.register('status')}>
                <option value="draft">Draft</option>
                <option value="published">Published</option>
                <option value="archived">Archived</option>
              </select>
            </div>
          </div>
          {custom ? (
            // The contract's message about the category sent (this one) is said here.
            <TextField label="Custom category" error={errors.category?.message} {...form.register('customCategory', { onChange: () => form.clearErrors('category') })} />
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
              className={`${fieldClass} ${border(errors.tags?.message)}`}
            />
            {tags.length > 0 ? (
              <ul aria-label="Selected tags" className="flex flex-wrap gap-2">
                {tags.map((tag) => (
                  <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pl-3 pr-1 text-sm text-slate-800">
                    {tag}
                    <button type="button" aria-label={`Remove tag ${tag}`} onClick={() => setTags(tags.filter((t) => t !== tag))} className="rounded-full p-1 hover:bg-slate-200">
                      <X aria-hidden="true" className="h-3 w-3" />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <FieldError id="section-tags-error" error={errors.tags?.message} />
          </div>
          <div className="flex flex-col gap-1.5">
            {/* The editor's own name is "Code" (a label element cannot name its editable area). */}
            <span aria-hidden="true" className="text-sm font-medium text-slate-700">
              Code
            </span>
            <div className={`h-80 overflow-hidden rounded-lg border ${border(codeError)}`}>
              <LazyCodeEditor
                label="Code"
                value={code}
                onChange={setCode}
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
          <TextField label="Thumbnail URL" error={errors.thumbnail?.message} {...form.register('thumbnail')} />
          <TextField label="Demo URL" error={errors.demoUrl?.message} {...form.register('demoUrl')} />
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <input type="checkbox" className="h-4 w-4" {...form.register('featured')} />
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
          {code.trim() ? (
            <LiquidLivePreview slug={slug || 'new-section'} title={typedTitle || 'New section'} code={code} />
          ) : (
            <p className="p-4 text-sm text-slate-600">The preview appears once the section has code.</p>
          )}
        </section>
      </div>
    </Dialog>
  );
}
