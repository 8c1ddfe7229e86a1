/**
 * The variable editor panel (doc 3 §2 "Template preview and variable editor"): 'Variables', one tab per
 * type present, a Reset, the 'Auto-saved' note with the last modification, and one editor per variable
 * (character count above 20, the 8 swatches, size and spacing editors keeping their unit). The values are
 * the preview's: they try the module as a customer would, kept in this browser (auto-saved), never sent.
 * Each variable also has its edit (modal) and delete buttons.
 */
import * as Tabs from '@radix-ui/react-tabs';
import { Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { VariableField } from '@liquify/ui';
import { MODULE_EDITOR_VARIABLE_TYPES, placeholderFor, type TemplateVariable } from '@liquify/template-engine';

export type PreviewValues = Record<string, string>;

interface StoredPreview {
  values: PreviewValues;
  modifiedAt: string | null;
}

const storageKey = (moduleKey: string) => `liquify.admin.module-preview.${moduleKey}`;

function readStored(moduleKey: string): StoredPreview {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey(moduleKey)) ?? 'null') as StoredPreview | null;
    if (parsed && typeof parsed.values === 'object' && parsed.values) return { values: parsed.values, modifiedAt: parsed.modifiedAt ?? null };
  } catch {
    // unreadable: start afresh
  }
  return { values: {}, modifiedAt: null };
}

/** Preview values for one module, auto-saved in localStorage with their last modification time. */
/**
 * Moves the preview values kept under one module key to another (a new module saved under its slug, or
 * a slug change), so the preview shows the same thing after the save.
 */
export function carryPreviewValues(fromKey: string, toKey: string) {
  if (fromKey === toKey) return;
  try {
    const stored = localStorage.getItem(storageKey(fromKey));
    if (stored === null) return;
    localStorage.setItem(storageKey(toKey), stored);
    localStorage.removeItem(storageKey(fromKey));
  } catch {
    // storage refused: the module's own defaults show
  }
}

export function usePreviewValues(moduleKey: string) {
  const [state, setState] = useState<StoredPreview>(() => readStored(moduleKey));
  useEffect(() => setState(readStored(moduleKey)), [moduleKey]);
  const persist = useCallback(
    (next: StoredPreview) => {
      setState(next);
      try {
        localStorage.setItem(storageKey(moduleKey), JSON.stringify(next));
      } catch {
        // storage full or refused: the values still apply to this session
      }
    },
    [moduleKey],
  );
  const setValue = (name: string, value: string) => persist({ values: { ...state.values, [name]: value }, modifiedAt: new Date().toISOString() });
  const reset = () => persist({ values: {}, modifiedAt: new Date().toISOString() });
  return { values: state.values, modifiedAt: state.modifiedAt, setValue, reset };
}

const typeLabel = (type: string) => MODULE_EDITOR_VARIABLE_TYPES.find((t) => t.type === type)?.label ?? type;

export function VariablesPanel({
  variables,
  values,
  modifiedAt,
  onValue,
  onReset,
  onEdit,
  onDelete,
}: {
  variables: readonly TemplateVariable[];
  values: PreviewValues;
  modifiedAt: string | null;
  onValue: (name: string, value: string) => void;
  onReset: () => void;
  onEdit: (variable: TemplateVariable) => void;
  onDelete: (variable: TemplateVariable) => void;
}) {
  const types = [...new Set(variables.map((v) => v.type))];
  const [tab, setTab] = useState('all');
  const current = tab === 'all' || types.includes(tab as TemplateVariable['type']) ? tab : 'all';

  return (
    <section aria-labelledby="variables-heading" className="flex min-h-0 flex-col rounded-xl border border-slate-200 bg-white">
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <div>
          <h2 id="variables-heading" className="font-semibold text-slate-900">
            Variables <span className="text-sm font-normal text-slate-600">({variables.length})</span>
          </h2>
          <p className="text-xs text-slate-600">
            Auto-saved
            {modifiedAt ? <> · Modifié le {new Date(modifiedAt).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'medium' })}</> : null}
          </p>
        </div>
        <button type="button" onClick={onReset} disabled={variables.length === 0} className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm text-slate-700 hover:bg-slate-50 disabled:opacity-50">
          <RotateCcw aria-hidden="true" className="h-3.5 w-3.5" />
          Reset
        </button>
      </div>
      {variables.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">Aucune variable. En Mode Édition, sélectionnez du texte dans le code pour en créer une.</p>
      ) : (
        <Tabs.Root value={current} onValueChange={setTab} className="flex min-h-0 flex-col">
          <Tabs.List aria-label="Types de variables" className="flex flex-wrap gap-1 border-b border-slate-100 px-3 py-2">
            {['all', ...types].map((type) => (
              <Tabs.Trigger
                key={type}
                value={type}
                className="rounded-md px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 data-[state=active]:bg-brand-600 data-[state=active]:text-white"
              >
                {type === 'all' ? 'Toutes' : typeLabel(type)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {['all', ...types].map((type) => (
            // One panel per tab (each trigger's aria-controls names its panel); only the active one has content.
            <Tabs.Content key={type} value={type} className="min-h-0 flex-1 space-y-4 overflow-y-auto p-4">
              {(type === 'all' ? variables : variables.filter((v) => v.type === type)).map((variable) => (
                <div key={variable.id} className="rounded-lg border border-slate-100 p-3" data-testid={`variable-${variable.name}`}>
                  <div className="mb-2 flex items-center justify-between gap-2">
                    <code className="truncate rounded bg-violet-50 px-1.5 py-0.5 text-xs text-violet-800">{placeholderFor(variable.name)}</code>
                    <div className="flex shrink-0 gap-1">
                      <button type="button" aria-label={`Modifier la variable ${variable.name}`} onClick={() => onEdit(variable)} className="rounded p-1.5 text-slate-600 hover:bg-slate-100">
                        <Pencil aria-hidden="true" className="h-3.5 w-3.5" />
                      </button>
                      <button type="button" aria-label={`Supprimer la variable ${variable.name}`} onClick={() => onDelete(variable)} className="rounded p-1.5 text-red-600 hover:bg-red-50">
                        <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
                      </button>
                    </div>
                  </div>
                  <VariableField variable={variable} value={values[variable.name] ?? variable.defaultValue} onChange={(value) => onValue(variable.name, value)} showCharacterCount />
                </div>
              ))}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </section>
  );
}
