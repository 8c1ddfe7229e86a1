/**
 * The module editor (doc 3 §2 "Module editor", §4, §5, §8), at /admin/modules/create, /admin/modules/new and
 * /admin/modules/edit/{slug}. Three modes on one template: 'Mode Édition' edits the template and its
 * `${name}` placeholders (a selection becomes a variable), 'Code Original' edits the code with the default
 * values (typed defaults become placeholders again), 'Aperçu' is read-only. The code editor (CodeMirror,
 * bundled) is fetched only when this page renders.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Plus, Save, Sparkles } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { AlertBanner, Button, LazyCodeEditor, Spinner, type CodeSelection } from '@liquify/ui';
import { useApi } from '@liquify/session';
import {
  deleteVariable,
  insertVariableAtSelection,
  renderTemplate,
  selectionButtonLabel,
  variableFromSelection,
  type TemplateVariable,
} from '@liquify/template-engine';
import { modulesApi, type AdminModule, type ModulePayload } from '../../api/modules';
import { adminKeys } from '../../api/query-keys';
import { EditConflict } from '../../components/EditConflict';
import { isConflict, SaveFailure, type CodeProblem } from '../../lib/save-failure';
import { DeleteVariableDialog } from './DeleteVariableDialog';
import { DetectedVariables } from './DetectedVariables';
import { ModuleDetailsPanel } from './ModuleDetailsPanel';
import { ModulePreview } from './ModulePreview';
import {
  codeShownIn,
  contentAfterChange,
  contentOf,
  detailsOf,
  EDITOR_MODES,
  formOfVariable,
  lineCount,
  MODULE_EDITOR_MESSAGES,
  modulePayload,
  NEW_MODULE_DETAILS,
  savedAtLabel,
  saveVariable,
  scanContent,
  type EditorContent,
  type EditorMode,
  type ModuleDetails,
  type VariableForm,
} from './module-rules';
import { carryPreviewValues, usePreviewValues, VariablesPanel } from './VariablesPanel';
import { VariableModal } from './VariableModal';

/**
 * Which module the mounted editor saved under a new address (a creation, or a slug change) and the key it
 * was mounted with: the URL then follows the save (/new → /edit/{slug}) while that editor stays mounted,
 * with its mode, its preview frame and the page's scroll. Remounting it there showed a spinner in place of
 * the whole editor and then a fresh preview frame, so the preview went blank right after a save.
 */
interface FollowedSave {
  id: string;
  editorKey: string;
}

export default function ModuleEditorPage() {
  const { slug } = useParams();
  const api = useApi();
  const modules = modulesApi(api);
  const queryClient = useQueryClient();
  // Doc 3 §2: loading loads all admin modules to build the category list, then the module by slug.
  const all = useQuery({ queryKey: adminKeys.modules.all, queryFn: () => modules.all() });
  const module = useQuery({
    queryKey: adminKeys.modules.bySlug(slug),
    queryFn: () => modules.bySlug(slug!),
    enabled: Boolean(slug) && !all.isPending,
  });
  const categories = useMemo(() => [...new Set((all.data ?? []).map((m) => m.category).filter(Boolean))].sort(), [all.data]);
  const [followed, setFollowed] = useState<FollowedSave | null>(null);
  const editorKey = followed && module.data?._id === followed.id ? followed.editorKey : (module.data?._id ?? 'new');
  const onSavedElsewhere = useCallback(
    (saved: AdminModule) => {
      // The editor already shows what was saved: the new address answers from the cache at once.
      queryClient.setQueryData(adminKeys.modules.bySlug(saved.slug), saved);
      setFollowed({ id: saved._id, editorKey });
    },
    [queryClient, editorKey],
  );

  if (all.isPending || (slug && module.isPending)) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Chargement du module" className="h-10 w-10" />
      </div>
    );
  }
  if (slug && module.isError) {
    return (
      <div className="mx-auto mt-10 max-w-lg">
        <AlertBanner title={MODULE_EDITOR_MESSAGES.loadFailed} message={module.error.message === MODULE_EDITOR_MESSAGES.loadFailed ? '' : module.error.message} />
        <Link to="/admin/modules" className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Retour
        </Link>
      </div>
    );
  }
  return <ModuleEditor key={editorKey} module={module.data ?? null} categories={categories} onSavedElsewhere={onSavedElsewhere} />;
}

type ModalState = { mode: 'create'; initial: VariableForm; selection: CodeSelection | null } | { mode: 'edit'; initial: VariableForm; variable: TemplateVariable };

const modeButton = 'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-600 aria-pressed:text-white';

function ModuleEditor({
  module,
  categories,
  onSavedElsewhere,
}: {
  module: AdminModule | null;
  categories: string[];
  /** Called before the URL follows a save to a new address (see FollowedSave). */
  onSavedElsewhere: (saved: AdminModule) => void;
}) {
  const api = useApi();
  const modules = modulesApi(api);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [details, setDetails] = useState<ModuleDetails>(() => (module ? detailsOf(module) : NEW_MODULE_DETAILS));
  // A stored module whose template holds placeholders without variables (saved before the scan existed)
  // shows them as detected too.
  const [scanned, setScanned] = useState(() => {
    const loaded = module ? contentOf(module) : { template: '', variables: [] };
    return scanContent(loaded.template, loaded.variables);
  });
  const content = scanned.content;
  const setContent = (change: (c: EditorContent) => EditorContent) => setScanned((s) => ({ ...s, content: change(s.content) }));
  const [revision, setRevision] = useState(module?.revision ?? 0);
  const [conflict, setConflict] = useState(false);
  const [mode, setMode] = useState<EditorMode>('edit');
  const [selection, setSelection] = useState<CodeSelection | null>(null);
  const [modal, setModal] = useState<ModalState | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ title: string; message: string } | null>(null);
  /** The code the server refused (invalid Liquid): its line and reason, shown under the code (issue #25 item 2). */
  const [codeProblem, setCodeProblem] = useState<CodeProblem | null>(null);
  const [savedAt, setSavedAt] = useState<Date | null>(() => {
    const at = (location.state as { savedAt?: string } | null)?.savedAt;
    return at ? new Date(at) : null;
  });
  const preview = usePreviewValues(module?.slug ?? 'new');

  const shownCode = codeShownIn(mode, content);
  const previewCode = useMemo(() => renderTemplate(content.template, preview.values, content.variables), [content, preview.values]);
  const selected = mode === 'edit' && selection && selection.text.trim() !== '' ? selection : null;

  const onCodeChange = (text: string) => {
    if (mode === 'preview') return;
    setScanned((current) => contentAfterChange(mode, text, current));
    setCodeProblem(null);
  };

  const openFromSelection = (sel: CodeSelection) => {
    // A selection that cannot be a name (a colour, a number) is named after its place (issue #25 item 9).
    const draft = variableFromSelection(sel.text, content.variables, { template: content.template, from: Math.min(sel.from, sel.to) });
    setModal({ mode: 'create', selection: sel, initial: { ...draft, description: '', options: '' } });
  };
  const openNew = () =>
    setModal({
      mode: 'create',
      selection: mode === 'edit' && selection ? { ...selection, to: selection.from, text: '' } : null,
      initial: { name: '', label: '', type: 'text', defaultValue: '', description: '', options: '' },
    });

  const saveModal = (form: VariableForm): string | null => {
    if (!modal) return null;
    const result = saveVariable(content, modal.mode === 'edit' ? modal.variable : null, form);
    if (!result.ok) return result.error;
    let next = result.content;
    if (modal.mode === 'create') {
      // A variable made from a selection takes its place in the template; a new one goes at the cursor (or the end).
      const at = modal.selection ?? { from: next.template.length, to: next.template.length };
      next = { ...next, template: insertVariableAtSelection(next.template, at.from, at.to, result.variable) };
    }
    setContent(() => next);
    setSelection(null);
    setModal(null);
    return null;
  };

  const [deleting, setDeleting] = useState<TemplateVariable | null>(null);
  const removeVariable = (variable: TemplateVariable) => {
    setContent((c) => deleteVariable(c.template, c.variables, variable.name));
    setDeleting(null);
  };

  /** Takes the module as stored (after a save, or Reload after a conflict) as what the editor edits from. */
  const took = (stored: AdminModule) => {
    setRevision(stored.revision);
    setScanned({ content: contentOf(stored), detected: [] });
  };

  const sendSave = async (payload: ModulePayload, at: number) => {
    setSaving(true);
    try {
      const saved = module ? await modules.update(module._id, payload, at) : await modules.create(payload);
      took(saved);
      const now = new Date();
      setSavedAt(now);
      if (!module || saved.slug !== module.slug) {
        // This editor stays: it takes the stored details (the slug the server chose) and its preview values.
        carryPreviewValues(module?.slug ?? 'new', saved.slug);
        setDetails(detailsOf(saved));
        onSavedElsewhere(saved);
        navigate(`/admin/modules/edit/${saved.slug}`, { replace: true, state: { savedAt: now.toISOString() } });
      }
      for (const queryKey of adminKeys.modules.scope) void queryClient.invalidateQueries({ queryKey });
    } catch (failure) {
      if (isConflict(failure)) setConflict(true);
      else {
        setError({ title: MODULE_EDITOR_MESSAGES.saveFailed, message: (failure as Error).message });
        setCodeProblem(failure instanceof SaveFailure ? failure.codeProblem : null);
      }
    } finally {
      setSaving(false);
    }
  };

  const save = async () => {
    setError(null);
    setConflict(false);
    const result = modulePayload(details, content);
    if (!result.ok) {
      setError({ title: 'Erreur', message: result.error });
      return;
    }
    await sendSave(result.payload, revision);
  };

  /** After a conflict: Reload shows the stored module (the edits here are dropped); Overwrite saves these over it. */
  const resolveConflict = async (choice: 'reload' | 'overwrite') => {
    if (!module) return;
    setSaving(true);
    let stored: AdminModule;
    try {
      stored = await modules.byId(module._id);
    } catch (failure) {
      setError({ title: MODULE_EDITOR_MESSAGES.loadFailed, message: (failure as Error).message });
      setSaving(false);
      return;
    }
    setConflict(false);
    if (choice === 'reload') {
      took(stored);
      setDetails(detailsOf(stored));
      setSaving(false);
      return;
    }
    const result = modulePayload(details, content);
    if (result.ok) await sendSave(result.payload, stored.revision);
    else setSaving(false);
  };

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Link to="/admin/modules" className="inline-flex min-h-10 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Retour
          </Link>
          <h1 className="text-2xl font-bold text-slate-900">{module ? 'Modifier le Module' : 'Créer un Module'}</h1>
        </div>
        <div className="flex items-center gap-3">
          {savedAt ? (
            <p role="status" className="text-sm text-green-700">
              {savedAtLabel(savedAt)}
            </p>
          ) : null}
          <Button type="button" onClick={save} busy={saving}>
            <Save aria-hidden="true" className="h-4 w-4" />
            Sauvegarder
          </Button>
        </div>
      </header>

      {error ? <AlertBanner title={error.title} message={error.message} onDismiss={() => setError(null)} /> : null}
      {conflict ? <EditConflict busy={saving} onReload={() => void resolveConflict('reload')} onOverwrite={() => void resolveConflict('overwrite')} /> : null}

      <div className="grid gap-4 2xl:grid-cols-[300px_minmax(0,1fr)_380px] xl:grid-cols-[minmax(0,1fr)_380px]">
        <ModuleDetailsPanel
          className="xl:col-span-2 2xl:col-span-1"
          details={details}
          onChange={setDetails}
          categories={categories}
          stats={{ variables: content.variables.length, lines: lineCount(shownCode) }}
        />

        <section aria-label="Code du module" className="flex min-h-[560px] min-w-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-3 py-2">
            <div role="group" aria-label="Mode de l'éditeur" className="flex gap-1">
              {EDITOR_MODES.map((m) => (
                <button key={m.mode} type="button" aria-pressed={mode === m.mode} onClick={() => {
                    setMode(m.mode);
                    setSelection(null);
                  }} className={modeButton}>
                  {m.label}
                </button>
              ))}
            </div>
            {mode === 'edit' ? (
              <div className="flex flex-wrap items-center gap-2">
                {selected ? (
                  <button
                    type="button"
                    onClick={() => openFromSelection(selected)}
                    className="inline-flex max-w-full items-center gap-1 rounded-lg bg-violet-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-violet-700"
                  >
                    <Sparkles aria-hidden="true" className="h-4 w-4 shrink-0" />
                    <span className="truncate">Créer une variable : « {selectionButtonLabel(selected.text)} »</span>
                  </button>
                ) : null}
                <button type="button" onClick={openNew} className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50">
                  <Plus aria-hidden="true" className="h-4 w-4" />
                  Variable
                </button>
              </div>
            ) : null}
          </div>
          {mode === 'preview' ? (
            <ModulePreview code={previewCode} title={`Aperçu de ${details.title || 'module'}`} className="min-h-[520px] flex-1" />
          ) : (
            <>
              <p className="border-b border-slate-100 bg-slate-50 px-3 py-1.5 text-xs text-slate-600">
                {mode === 'edit'
                  ? 'Modèle : chaque variable est écrite ${nom}. Sélectionnez du texte pour en faire une variable.'
                  : 'Code avec les valeurs par défaut : les variables restent à leur place, le texte tapé reste du texte.'}
              </p>
              <div className="min-h-0 flex-1">
                <LazyCodeEditor
                  key={mode}
                  value={shownCode}
                  onChange={onCodeChange}
                  label={mode === 'edit' ? 'Modèle du module (Mode Édition)' : 'Code original du module'}
                  onSelectionChange={setSelection}
                  highlightPlaceholders={mode === 'edit'}
                  describedBy={codeProblem ? 'module-code-error' : undefined}
                  invalid={Boolean(codeProblem)}
                  className="h-full"
                />
              </div>
              {codeProblem ? (
                <p id="module-code-error" role="alert" className="border-t border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
                  {codeProblem.line !== null ? <span className="font-semibold">Ligne {codeProblem.line} : </span> : null}
                  {codeProblem.reason}
                </p>
              ) : null}
            </>
          )}
        </section>

        <div className="flex min-w-0 flex-col gap-4">
          <DetectedVariables
            variables={content.variables.filter((v) => scanned.detected.includes(v.id))}
            onEdit={(variable) => setModal({ mode: 'edit', variable, initial: formOfVariable(variable) })}
            onAccept={() => setScanned((s) => ({ ...s, detected: [] }))}
          />
          <VariablesPanel
            variables={content.variables}
            values={preview.values}
            modifiedAt={preview.modifiedAt}
            onValue={preview.setValue}
            onReset={preview.reset}
            onEdit={(variable) => setModal({ mode: 'edit', variable, initial: formOfVariable(variable) })}
            onDelete={setDeleting}
          />
          {mode !== 'preview' ? (
            <section aria-label="Aperçu" className="flex h-[420px] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
              <h2 className="border-b border-slate-200 px-4 py-2 font-semibold text-slate-900">Aperçu</h2>
              <ModulePreview code={previewCode} title={`Aperçu en direct de ${details.title || 'module'}`} className="flex-1" />
            </section>
          ) : null}
        </div>
      </div>

      {deleting ? <DeleteVariableDialog variable={deleting} onCancel={() => setDeleting(null)} onConfirm={() => removeVariable(deleting)} /> : null}
      {modal ? <VariableModal mode={modal.mode} initial={modal.initial} onCancel={() => setModal(null)} onSave={saveModal} /> : null}
    </div>
  );
}
