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
import { Button, Dialog, LazyCodeEditor, LiquidLivePreview, TextAreaField, TextField } from '@liquify/ui';
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
  onClose: () => void;
  onSubmit: (values: SectionFormValues) => Promise<void>;
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

export function SectionFormDialog({ mode, initial = EMPTY_SECTION_FORM, onClose, onSubmit }: SectionFormDialogProps) {
  const [values, setValues] = useState<SectionFormValues>(initial);
  const [errors, setErrors] = useState<SectionFormErrors>({});
  const [tagInput, setTagInput] = useState('');
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof SectionFormValues>(key: K, value: SectionFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
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
    setSaving(true);
    try {
      await onSubmit(values);
    } finally {
      setSaving(false);
    }
  };

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
            <div className={`h-80 overflow-hidden rounded-lg border ${border(errors.code)}`}>
              <LazyCodeEditor
                label="Code"
                value={values.code}
                onChange={(code) => set('code', code)}
                describedBy={errors.code ? 'section-code-error' : undefined}
                invalid={Boolean(errors.code)}
                className="h-full"
              />
            </div>
            <FieldError id="section-code-error" error={errors.code} />
          </div>
          <TextField label="Thumbnail URL" value={values.thumbnail} error={errors.thumbnail} onChange={(e) => set('thumbnail', e.target.value)} />
          <TextField label="Demo URL" value={values.demoUrl} error={errors.demoUrl} onChange={(e) => set('demoUrl', e.target.value)} />
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <input type="checkbox" checked={values.featured} onChange={(e) => set('featured', e.target.checked)} className="h-4 w-4" />
            Featured
          </label>
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
