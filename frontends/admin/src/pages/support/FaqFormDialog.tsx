/** Add FAQ / edit FAQ modal: question, answer (HTML, sanitised by the server), category, tags. */
import { useState, type FormEvent } from 'react';
import { FAQ_CATEGORIES, FAQ_CATEGORY_NAMES, type FaqCreateRequest } from '@liquify/contracts';
import { Button, Dialog, TextField } from '@liquify/ui';
import { EMPTY_FAQ_FORM, faqPayload, type FaqFormErrors, type FaqFormValues } from './faq-form';

const fieldClass = 'w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';

export interface FaqFormDialogProps {
  mode: 'create' | 'edit';
  initial?: FaqFormValues;
  onClose: () => void;
  onSubmit: (payload: FaqCreateRequest) => Promise<void>;
}

export function FaqFormDialog({ mode, initial = EMPTY_FAQ_FORM, onClose, onSubmit }: FaqFormDialogProps) {
  const [values, setValues] = useState<FaqFormValues>(initial);
  const [errors, setErrors] = useState<FaqFormErrors>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof FaqFormValues>(key: K, value: FaqFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = faqPayload(values);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(result.payload);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={mode === 'create' ? 'Add FAQ' : 'Edit FAQ'}>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <TextField label="Question" value={values.question} error={errors.question} onChange={(e) => set('question', e.target.value)} />
        <div>
          <label htmlFor="faq-answer" className="mb-1 block text-sm font-medium text-slate-800">
            Answer (HTML allowed)
          </label>
          <textarea
            id="faq-answer"
            rows={6}
            value={values.answer}
            aria-invalid={errors.answer ? true : undefined}
            aria-describedby={errors.answer ? 'faq-answer-error' : undefined}
            onChange={(e) => set('answer', e.target.value)}
            className={fieldClass}
          />
          {errors.answer ? (
            <p id="faq-answer-error" className="mt-1 text-sm text-red-700">
              {errors.answer}
            </p>
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-4">
          <div>
            <label htmlFor="faq-category" className="mb-1 block text-sm font-medium text-slate-800">
              Category
            </label>
            <select id="faq-category" value={values.category} onChange={(e) => set('category', e.target.value as FaqFormValues['category'])} className={fieldClass}>
              {FAQ_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {FAQ_CATEGORY_NAMES[c]}
                </option>
              ))}
            </select>
          </div>
          <TextField label="Tags (comma-separated)" value={values.tags} error={errors.tags} onChange={(e) => set('tags', e.target.value)} />
        </div>
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={saving}>
            {mode === 'create' ? 'Add FAQ' : 'Save FAQ'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
