/**
 * Asks before a variable is deleted (issue #25 item 9): deleting puts its default value in place of each of
 * its placeholders (doc 3 §4), which an undo cannot bring back as a variable.
 */
import { Button, Dialog } from '@liquify/ui';
import { placeholderFor, type TemplateVariable } from '@liquify/template-engine';
import { variableDeleteQuestion } from './module-rules';

export function DeleteVariableDialog({ variable, onCancel, onConfirm }: { variable: TemplateVariable; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title="Supprimer la variable"
      description={variableDeleteQuestion(variable)}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Annuler
          </Button>
          <Button type="button" onClick={onConfirm} className="bg-red-600 hover:bg-red-700">
            Supprimer
          </Button>
        </>
      }
    >
      <p className="mt-3 break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm text-slate-800">{placeholderFor(variable.name)}</p>
    </Dialog>
  );
}
