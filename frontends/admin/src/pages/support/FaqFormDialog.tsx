/**
 * Add FAQ / edit FAQ modal: question, answer (HTML, sanitised by the server), category, tags. react-hook-form
 * with the support contract's schema as resolver (faq-form.ts), as the plan form does.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FAQ_CATEGORIES, FAQ_CATEGORY_NAMES } from '@liquify/contracts';
import { Button, Dialog, TextField } from '@liquify/ui';
import { EMPTY_FAQ_FORM, faqFormSchema, type FaqFormInput, type FaqFormOutput, type FaqFormValues } from './faq-form';

const fieldClass = 'w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';

export interface FaqFormDialogProps {
  mode: 'create' | 'edit';
  initial?: FaqFormValues;
  onClose: () => void;
  onSubmit: (payload: FaqFormOutput) => Promise<void>;
}

export function FaqFormDialog({ mode, initial = EMPTY_FAQ_FORM, onClose, onSubmit }: FaqFormDialogProps) {
  const form = useForm<FaqFormInput, unknown, FaqFormOutput>({ resolver: zodResolver(faqFormSchema), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={mode === 'create' ? 'Add FAQ' : 'Edit FAQ'}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 space-y-4">
        <TextField label="Question" error={errors.question?.message} {...form.register('question')} />
        <div>
          <label htmlFor="faq-answer" className="mb-1 block text-sm font-medium text-slate-800">
            Answer (HTML allowed)
          </label>
          <textarea
            id="faq-answer"
            rows={6}
            aria-invalid={errors.answer ? true : undefined}
            aria-describedby={errors.answer ? 'faq-answer-error' : undefined}
            className={fieldClass}
            {...form.register('answer')}
          />
          {errors.answer ? (
            <p id="faq-answer-error" className="mt-1 text-sm text-red-700">
              {errors.answer.message}
            </p>
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-4">
          <div>
            <label htmlFor="faq-category" className="mb-1 block text-sm font-medium text-slate-800">
              Category
            </label>
            <select id="faq-category" className={fieldClass} {...form.register('category')}>
              {FAQ_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {FAQ_CATEGORY_NAMES[c]}
                </option>
              ))}
            </select>
          </div>
          <TextField label="Tags (comma-separated)" error={errors.tags?.message} {...form.register('tags')} />
        </div>
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting}>
            {mode === 'create' ? 'Add FAQ' : 'Save FAQ'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
