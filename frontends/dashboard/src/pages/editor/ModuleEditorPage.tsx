/**
 * /dashboard/library/edit/{userModuleId} (doc 2 §2, §4): the module editor. Title and description are
 * edited in place; the 400 px panel holds one editor per variable; the preview renders the template with
 * the values as they are typed; Save stores the values (the server renders the final code); 'Remote
 * Snippet' generates an embed tag. Entries not in the user's library answer 'Access Denied'.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Code2, Lock, RotateCcw, Save } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '@liquify/api-client';
import { allVariableValuesValid, PageMeta, useFormatters } from '@liquify/ui';
import { useApi } from '@liquify/session';
import { renderTemplate, type TemplateVariable, type VariableType } from '@liquify/template-engine';
import { libraryApi, type LibraryModule, type LibraryModuleCard } from '../../api/library';
import { queryKeys } from '../../api/query-keys';
import { useToast } from '../../shell/toast';
import { DevicePreview } from './DevicePreview';
import { effectiveValue, InvalidSnippetResponse, snippetErrorMessage, valuesChanged, type Values } from './editor-rules';
import { InlineEdit } from './InlineEdit';
import { useLeaveGuard } from './useLeaveGuard';
import { SnippetDialog } from './SnippetDialog';
import { UpdateBanner, UpdateReview } from './UpdateReview';
import { VariableField } from './VariableField';

export default function ModuleEditorPage() {
  const { userModuleId = '' } = useParams();
  const api = useApi();
  const entry = useQuery({
    queryKey: queryKeys.libraryModule(userModuleId),
    queryFn: () => libraryApi.module(api, userModuleId),
    enabled: Boolean(userModuleId),
    retry: (count, error) => !(error instanceof ApiError && (error.status === 403 || error.status === 404)) && count < 1,
  });

  if (!userModuleId) return <EditorError title="Error" message="No module ID provided." />;
  if (entry.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-slate-600" role="status">
        Loading module...
      </div>
    );
  }
  if (entry.isError) {
    const status = entry.error instanceof ApiError ? entry.error.status : undefined;
    if (status === 403) return <EditorError title="Access Denied" message="This module is not in your library." detail="You do not have access to this module." />;
    if (status === 404) return <EditorError title="Module not found." message="This module is not in your library." />;
    return <EditorError title="Failed to load module" message={entry.error.message} />;
  }
  return <ModuleEditor key={entry.data._id} entry={entry.data} />;
}

function EditorError({ title, message, detail }: { title: string; message: string; detail?: string }) {
  return (
    <div role="alert" className="mx-auto mt-10 max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center">
      <Lock aria-hidden="true" className="mx-auto h-8 w-8 text-slate-400" />
      <h1 className="mt-3 text-xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">{message}</p>
      {detail ? <p className="mt-1 text-sm text-slate-600">{detail}</p> : null}
      <Link to="/dashboard/library" className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Library
      </Link>
    </div>
  );
}

function ModuleEditor({ entry }: { entry: LibraryModule }) {
  const fmt = useFormatters();
  const api = useApi();
  const client = useQueryClient();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const reviewing = params.get('review') === 'update' && entry.updateAvailable;
  const saved = useMemo(() => ({ ...(entry.customValues as Values) }), [entry.customValues]);
  const [values, setValues] = useState<Values>(saved);
  const [snippet, setSnippet] = useState<{ token: string; snippet: string } | null>(null);
  useEffect(() => setValues(saved), [saved]);

  const variables = useMemo<TemplateVariable[]>(
    () => entry.variables.map((v) => ({ ...v, id: v.id ?? v.name, type: v.type as VariableType })),
    [entry.variables],
  );
  const code = useMemo(() => renderTemplate(entry.templateCode, values, variables), [entry.templateCode, variables, values]);
  const dirty = valuesChanged(saved, values);
  // Leaving with unsaved values asks first: links, the back button, closing the tab (issue 24 item 7).
  const leave = useLeaveGuard(dirty);
  const readOnly = entry.locked;
  // Each field says what is wrong with its value; Save waits until every value is valid (issue 24 item 6).
  const valid = allVariableValuesValid(entry.variables, (variable) => effectiveValue(values, variable));

  const store = (updated: LibraryModule) => {
    client.setQueryData(queryKeys.libraryModule(entry._id), updated);
    client.setQueryData<LibraryModuleCard[]>(queryKeys.libraryModules, (list) => list?.map((e) => (e._id === updated._id ? updated : e)));
  };

  const save = useMutation({
    mutationFn: () => libraryApi.updateModule(api, entry._id, { customValues: values, code, templateCode: entry.templateCode, variables: entry.variables }),
    onSuccess: (updated) => {
      store(updated);
      toast.success('Module saved', 'Your changes have been saved successfully.');
    },
    onError: (error) => toast.error('Save failed', (error instanceof ApiError && error.serverMessage) || 'An error occurred while saving.'),
  });

  const rename = useMutation({
    mutationFn: (patch: { title: string } | { description: string }) => libraryApi.updateModule(api, entry._id, patch),
    onSuccess: (updated, patch) => {
      store(updated);
      if ('title' in patch) toast.success('Titre modifié', updated.title);
      else toast.success('Description modifiée');
    },
    onError: (_error, patch) => toast.error('Erreur', 'title' in patch ? 'Impossible de modifier le titre.' : 'Impossible de modifier la description.'),
  });

  // Opening the dialog reads the module's current link (always the same one); replacing it is its own action.
  const snippetCall = (call: typeof libraryApi.snippetLink) => async () => {
    const result = await call(api, entry._id);
    if (!result || typeof result.token !== 'string' || typeof result.snippet !== 'string') throw new InvalidSnippetResponse();
    return result;
  };
  const showSnippet = (result: { token: string; snippet: string }) => {
    setSnippet(result);
    client.setQueryData<LibraryModule>(queryKeys.libraryModule(entry._id), (e) => (e ? { ...e, hasRemoteSnippet: true } : e));
  };
  const generate = useMutation({
    mutationFn: snippetCall(libraryApi.snippetLink),
    onSuccess: showSnippet,
    onError: (error) => toast.error('Generation Failed', snippetErrorMessage(error)),
  });
  const replace = useMutation({
    mutationFn: snippetCall(libraryApi.replaceSnippet),
    onSuccess: (result) => {
      showSnippet(result);
      toast.success('Snippet Link Replaced', 'Paste the new snippet in the stores that used the old one.');
    },
    onError: (error) => toast.error('Replace Failed', snippetErrorMessage(error)),
  });

  const closeReview = () => {
    params.delete('review');
    setParams(params, { replace: true });
  };

  return (
    <div className="-mx-4 -my-6 flex h-[calc(100vh-4rem)] flex-col sm:-mx-6 lg:-mx-8">
      <PageMeta title={`Edit ${entry.title}`} noindex />
      {leave.dialog}
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-4 py-3">
        <button type="button" onClick={() => leave.guardedNavigate('/dashboard/library')} aria-label="Back to Library" className="rounded-lg p-2 text-slate-600 hover:bg-slate-100">
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        </button>
        {/* At least 14rem (or the whole row): on a phone the buttons wrap below instead of squeezing the title. */}
        <div className="min-w-[min(100%,14rem)] flex-1 basis-56">
          <h1 className="text-lg font-bold text-slate-900">
            <InlineEdit value={entry.title} label="Title" disabled={readOnly || rename.isPending} onSave={(title) => rename.mutate({ title })} />
          </h1>
          <div className="text-sm text-slate-600">
            <InlineEdit value={entry.description} label="Description" disabled={readOnly || rename.isPending} onSave={(description) => rename.mutate({ description })} />
          </div>
        </div>
        <button
          type="button"
          disabled={generate.isPending || readOnly}
          onClick={() => generate.mutate()}
          className="inline-flex min-h-10 items-center gap-2 rounded-lg px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 disabled:opacity-60"
        >
          <Code2 aria-hidden="true" className="h-4 w-4" />
          {generate.isPending ? 'Generating...' : 'Remote Snippet'}
        </button>
        <button
          type="button"
          aria-label={save.isPending ? 'Saving' : 'Save'}
          title={valid ? 'Save' : 'Fix the values marked in red to save'}
          disabled={save.isPending || readOnly || !valid}
          onClick={() => save.mutate()}
          className={`inline-flex h-10 w-10 items-center justify-center rounded-lg text-white disabled:opacity-60 ${dirty ? 'bg-brand-600 hover:bg-brand-700' : 'bg-slate-400'}`}
        >
          <Save aria-hidden="true" className="h-5 w-5" />
        </button>
      </header>
      {readOnly ? (
        <p className="flex items-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          <Lock aria-hidden="true" className="h-4 w-4" />
          {entry.lockReason === 'limit'
            ? 'This module is locked: your plan holds fewer modules than your library. Upgrade your plan or remove newer modules to edit it.'
            : 'This item is locked: it is not included in your current plan.'}
        </p>
      ) : null}
      <UpdateBanner entry={entry} onReview={() => setParams({ review: 'update' }, { replace: true })} />
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <div className="min-h-[420px] min-w-0 flex-1 bg-slate-100">
          {reviewing ? <UpdateReview entry={entry} onClose={closeReview} /> : <DevicePreview code={code} title={`Preview of ${entry.title}`} />}
        </div>
        <aside aria-label="Variables" className="flex w-full shrink-0 flex-col border-l border-slate-200 bg-white lg:w-[400px]">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <h2 className="font-semibold text-slate-900">Variables ({entry.variables.length})</h2>
            <button
              type="button"
              disabled={readOnly || Object.keys(values).length === 0}
              onClick={() => setValues({})}
              className="inline-flex min-h-9 items-center gap-1 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-50"
            >
              <RotateCcw aria-hidden="true" className="h-4 w-4" /> Reset all
            </button>
          </div>
          <div className="min-h-0 flex-1 space-y-5 overflow-y-auto p-4">
            {entry.variables.length === 0 ? (
              <p className="text-sm text-slate-600">This module has no variables to customise.</p>
            ) : (
              entry.variables.map((variable) => (
                <VariableField
                  key={variable.name}
                  variable={variable}
                  value={effectiveValue(values, variable)}
                  disabled={readOnly}
                  onChange={(value) => setValues((v) => ({ ...v, [variable.name]: value }))}
                />
              ))
            )}
          </div>
          <p className="border-t border-slate-200 px-4 py-2 text-xs text-slate-500">
            Last modified {fmt.dateTime(entry.updatedAt)}
            {dirty ? <span className="ml-2 font-semibold text-amber-700">Unsaved changes</span> : null}
          </p>
        </aside>
      </div>
      <SnippetDialog result={snippet} moduleName={entry.title} onClose={() => setSnippet(null)} onReplace={() => replace.mutate()} replacing={replace.isPending} />
    </div>
  );
}
