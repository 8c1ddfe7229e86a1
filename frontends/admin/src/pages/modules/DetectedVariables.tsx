/**
 * The variables found in code typed or pasted (issue #25 item 1), listed for review before the save: each
 * placeholder of the code became a variable (type guessed, label from the name, default from a legacy
 * placeholder); the admin checks or edits each, then validates the list. Nothing shows when none await.
 */
import { Check, Pencil, ScanSearch } from 'lucide-react';
import { MODULE_EDITOR_VARIABLE_TYPES, placeholderFor, type TemplateVariable } from '@liquify/template-engine';

const typeLabel = (type: string) => MODULE_EDITOR_VARIABLE_TYPES.find((t) => t.type === type)?.label ?? type;

export function DetectedVariables({ variables, onEdit, onAccept }: { variables: TemplateVariable[]; onEdit: (variable: TemplateVariable) => void; onAccept: () => void }) {
  if (variables.length === 0) return null;
  return (
    <section aria-label="Variables détectées" className="rounded-xl border border-violet-200 bg-violet-50 p-4">
      <h2 className="flex items-center gap-2 font-semibold text-violet-950">
        <ScanSearch aria-hidden="true" className="h-4 w-4" />
        Variables détectées dans le code ({variables.length})
      </h2>
      <p className="mt-1 text-sm text-violet-900">Ces placeholders sont devenus des variables. Vérifiez-les avant de sauvegarder.</p>
      <ul className="mt-3 flex flex-col gap-2">
        {variables.map((variable) => (
          <li key={variable.id} className="flex min-w-0 items-center justify-between gap-2 rounded-lg bg-white px-3 py-2 text-sm">
            <div className="min-w-0">
              <p className="truncate font-mono text-slate-900">{placeholderFor(variable.name)}</p>
              <p className="break-words text-slate-600">
                {variable.label} · {typeLabel(variable.type)} · défaut : {variable.defaultValue === '' ? '(vide)' : variable.defaultValue}
              </p>
            </div>
            <button
              type="button"
              onClick={() => onEdit(variable)}
              aria-label={`Modifier ${variable.name}`}
              className="inline-flex shrink-0 items-center gap-1 rounded-md border border-slate-300 px-2 py-1 text-slate-700 hover:bg-slate-50"
            >
              <Pencil aria-hidden="true" className="h-3.5 w-3.5" />
              Modifier
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onAccept} className="mt-3 inline-flex items-center gap-1 rounded-lg bg-violet-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-violet-700">
        <Check aria-hidden="true" className="h-4 w-4" />
        Valider les variables
      </button>
    </section>
  );
}
