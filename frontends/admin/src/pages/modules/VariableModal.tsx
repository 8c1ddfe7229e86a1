/**
 * 'Nouvelle Variable' / 'Modifier la Variable' (doc 3 §2, §5): name and label required ('Nom et libellé
 * requis'), the editor's 8 types, default value, description, and for a list the options one per line.
 */
import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog } from '@liquify/ui';
import { MODULE_EDITOR_VARIABLE_TYPES } from '@liquify/template-engine';
import type { VariableForm } from './module-rules';

const input = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';

export function VariableModal({
  mode,
  initial,
  onCancel,
  onSave,
}: {
  mode: 'create' | 'edit';
  initial: VariableForm;
  onCancel: () => void;
  /** Returns the message to show when the variable cannot be saved, or null when it was. */
  onSave: (form: VariableForm) => string | null;
}) {
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const set = <K extends keyof VariableForm>(key: K, value: VariableForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const types = MODULE_EDITOR_VARIABLE_TYPES.some((t) => t.type === form.type) ? MODULE_EDITOR_VARIABLE_TYPES : [...MODULE_EDITOR_VARIABLE_TYPES, { type: form.type, label: form.type }];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(onSave(form));
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={mode === 'create' ? 'Nouvelle Variable' : 'Modifier la Variable'}
      description="Chaque variable apparaît dans le modèle sous la forme ${nom}."
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="mt-4 space-y-3">
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-medium text-slate-800">
              Nom
            </label>
            <input id={`${id}-name`} value={form.name} onChange={(e) => set('name', e.target.value)} className={`${input} font-mono`} autoComplete="off" />
          </div>
          <div>
            <label htmlFor={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-800">
              Libellé
            </label>
            <input id={`${id}-label`} value={form.label} onChange={(e) => set('label', e.target.value)} className={input} autoComplete="off" />
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-type`} className="mb-1 block text-sm font-medium text-slate-800">
            Type
          </label>
          <select id={`${id}-type`} value={form.type} onChange={(e) => set('type', e.target.value as VariableForm['type'])} className={input}>
            {types.map((t) => (
              <option key={t.type} value={t.type}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-default`} className="mb-1 block text-sm font-medium text-slate-800">
            Valeur par défaut
          </label>
          <input id={`${id}-default`} value={form.defaultValue} onChange={(e) => set('defaultValue', e.target.value)} className={input} autoComplete="off" />
        </div>
        <div>
          <label htmlFor={`${id}-description`} className="mb-1 block text-sm font-medium text-slate-800">
            Description
          </label>
          <input id={`${id}-description`} value={form.description} onChange={(e) => set('description', e.target.value)} className={input} autoComplete="off" />
        </div>
        {form.type === 'select' ? (
          <div>
            <label htmlFor={`${id}-options`} className="mb-1 block text-sm font-medium text-slate-800">
              Options (une par ligne)
            </label>
            <textarea id={`${id}-options`} rows={4} value={form.options} onChange={(e) => set('options', e.target.value)} className={`${input} h-auto py-2`} />
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="secondary" onClick={onCancel}>
            Annuler
          </Button>
          <Button type="submit">{mode === 'create' ? 'Ajouter' : 'Enregistrer'}</Button>
        </div>
      </form>
    </Dialog>
  );
}
