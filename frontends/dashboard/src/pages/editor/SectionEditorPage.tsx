/**
 * /dashboard/library/edit/section/{sectionId} (doc 2 §2, §4, §5): title, Copy Code, Download .liquid (the saved
 * version, issue 24 item 12), Save Changes (only
 * when changed; 'Saving...'), the theme-editor workflow panel, details card, tips, a CodeMirror editor
 * with Modified/Original, Reset to Original, character and line counters, and a live preview.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Copy, Info, Lightbulb, RotateCcw, Save } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '@liquify/api-client';
import { sectionFileWithDefaults, type SettingValue } from '@liquify/liquid-preview';
import { ErrorState, LiquidLivePreview, LoadingState, PageMeta, useFormatters } from '@liquify/ui';
import { useApi } from '@liquify/session';
import { libraryApi, type LibrarySection, type LibrarySectionCard } from '../../api/library';
import { queryKeys } from '../../api/query-keys';
import { LazyCodeEditor } from '../../components/code-editor';
import { DownloadSectionButton } from '../../library/DownloadSectionButton';
import { useCopyCode } from '../../library/use-copy-code';
import { shortTitle } from '../../shell/format';
import { useToast } from '../../shell/toast';
import { SectionInstall } from './install/SectionInstall';
import { SectionSettingsPanel } from './SectionSettingsPanel';
import { valuesChanged } from './section-settings-rules';
import { useLeaveGuard } from './useLeaveGuard';
import { codeStats, resetCode, savedCodeProblem, sectionChanged, sectionCodeProblem, sectionSaveBody } from './section-editor-rules';

export default function SectionEditorPage() {
  const { sectionId = '' } = useParams();
  const api = useApi();
  const section = useQuery({
    queryKey: queryKeys.librarySection(sectionId),
    queryFn: () => libraryApi.section(api, sectionId),
    enabled: Boolean(sectionId),
    retry: (count, error) => !(error instanceof ApiError && (error.status === 403 || error.status === 404)) && count < 1,
  });
  const back = (
    <Link to="/dashboard/library?type=sections" className="min-h-10 rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 hover:underline">
      Back to Library
    </Link>
  );
  if (!sectionId) return <ErrorState title="Section ID is required">{back}</ErrorState>;
  if (section.isPending) return <LoadingState label="Loading section..." />;
  if (section.isError) {
    const status = section.error instanceof ApiError ? section.error.status : undefined;
    return (
      <ErrorState title={status === 404 || status === 403 ? 'Section not found' : 'Failed to load section'} message={status === 404 || status === 403 ? undefined : section.error.message}>
        {back}
      </ErrorState>
    );
  }
  return <SectionEditor key={section.data._id} entry={section.data} />;
}

function SectionEditor({ entry }: { entry: LibrarySection }) {
  const fmt = useFormatters();
  const api = useApi();
  const client = useQueryClient();
  const toast = useToast();
  const copy = useCopyCode();
  const [baseline, setBaseline] = useState({ title: entry.title, code: entry.code });
  const [title, setTitle] = useState(entry.title);
  const [code, setCode] = useState(entry.code);
  // The section's settings (issue 24 item 12): saved with the code, the schema's defaults of the download.
  const [savedValues, setSavedValues] = useState<Record<string, SettingValue>>(entry.customValues ?? {});
  const [values, setValues] = useState<Record<string, SettingValue>>(entry.customValues ?? {});
  useEffect(() => {
    setBaseline({ title: entry.title, code: entry.code });
  }, [entry.title, entry.code]);

  // The server's refusal of the code last sent (line and reason), shown by the editor until the code changes.
  const [refused, setRefused] = useState<{ code: string; line: number | null; reason: string; message: string } | null>(null);
  const changed = sectionChanged(baseline, { title, code }) || valuesChanged(savedValues, values);
  // Leaving with unsaved changes asks first: links (Back to Library, the sidebar), closing the tab (issue 24 item 7).
  const leave = useLeaveGuard(changed && !entry.locked);
  const emptyCode = sectionCodeProblem(code);
  const codeProblem = emptyCode ? { line: null, message: emptyCode } : refused && refused.code === code ? refused : null;
  const isOriginal = code === entry.templateCode;
  const stats = codeStats(code);
  const readOnly = entry.locked;
  // The preview shows the section as the download will be: the customer's values as its defaults.
  const previewCode = useMemo(() => {
    try {
      return sectionFileWithDefaults(code, values, title);
    } catch {
      return code;
    }
  }, [code, values, title]);

  const save = useMutation({
    mutationFn: (body: { title: string; code: string; customValues?: Record<string, SettingValue> }) => libraryApi.updateSection(api, entry._id, body),
    onSuccess: (updated) => {
      setRefused(null);
      setBaseline({ title: updated.title, code: updated.code });
      setTitle(updated.title);
      setCode(updated.code);
      setSavedValues(updated.customValues ?? {});
      setValues(updated.customValues ?? {});
      client.setQueryData(queryKeys.librarySection(entry._id), updated);
      client.setQueryData<LibrarySectionCard[]>(queryKeys.librarySections, (list) => list?.map((e) => (e._id === updated._id ? updated : e)));
      toast.success('Section Updated', `${shortTitle(updated.title)} has been saved.`);
    },
    onError: (error, body) => {
      const problem = error instanceof ApiError && error.status === 400 ? savedCodeProblem(error.body) : null;
      if (problem) setRefused({ code: body.code === code.trim() ? code : body.code, ...problem });
      toast.error('Failed to Update Section', problem?.message || (error instanceof ApiError && error.serverMessage) || 'An error occurred while updating the section.');
    },
  });

  const onSave = () => {
    const body = sectionSaveBody({ title, code });
    if (!body) {
      toast.error('Failed to Update Section', 'Title is required');
      return;
    }
    // The settings go along only when they changed (the server keeps those the code declares).
    save.mutate(valuesChanged(savedValues, values) ? { ...body, customValues: values } : body);
  };

  return (
    <>
      <PageMeta title={`Edit ${entry.title}`} noindex />
      {leave.dialog}
      <div className="mb-5 flex flex-wrap items-center gap-3">
        <Link to="/dashboard/library?type=sections" className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Library
        </Link>
      </div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Edit Section</h1>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => void copy(code, 'section')} className="inline-flex min-h-10 items-center gap-2 rounded-lg px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">
            <Copy aria-hidden="true" className="h-4 w-4" /> Copy Code
          </button>
          <DownloadSectionButton
            id={entry._id}
            title={entry.title}
            // The file is the saved version: unsaved edits are saved first.
            disabled={readOnly || changed}
            hint={changed ? 'Save your changes to download them' : undefined}
            className="inline-flex min-h-10 items-center gap-2 rounded-lg px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
          />
          <button
            type="button"
            disabled={!changed || save.isPending || readOnly || Boolean(emptyCode)}
            onClick={onSave}
            className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Save aria-hidden="true" className="h-4 w-4" /> {save.isPending ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </div>

      <div className="mb-6 flex gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900">
        <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <p>
          Customise this section visually in your store's theme editor, then paste the updated code back here so your library keeps the
          latest version. You can also edit the Liquid directly below and watch the preview.
        </p>
      </div>

      <div className="grid gap-6 xl:grid-cols-[300px_minmax(0,1fr)]">
        <div className="space-y-4">
          <section aria-labelledby="details-heading" className="rounded-xl border border-slate-200 bg-white p-4">
            <h2 id="details-heading" className="font-semibold text-slate-900">
              Details
            </h2>
            <label htmlFor="section-title" className="mt-3 block text-sm font-medium text-slate-700">
              Title
            </label>
            <input
              id="section-title"
              value={title}
              disabled={readOnly}
              onChange={(e) => setTitle(e.target.value)}
              className="mt-1 h-10 w-full rounded-lg border border-slate-300 px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
            />
            <dl className="mt-3 space-y-1.5 text-sm">
              <div className="flex justify-between">
                <dt className="text-slate-500">Created</dt>
                <dd className="text-slate-900">{fmt.date(entry.createdAt)}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-slate-500">Used</dt>
                <dd className="text-slate-900">{entry.usageCount} times</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-slate-500">Type</dt>
                <dd className="text-slate-900">Section</dd>
              </div>
            </dl>
          </section>
          <SectionSettingsPanel code={code} values={values} onChange={setValues} disabled={readOnly} />
          <SectionInstall code={code} title={title} values={values} />
          <section aria-labelledby="tips-heading" className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
            <h2 id="tips-heading" className="flex items-center gap-2 font-semibold text-slate-900">
              <Lightbulb aria-hidden="true" className="h-4 w-4 text-amber-500" /> Tips
            </h2>
            <ul className="mt-2 list-inside list-disc space-y-1">
              <li>Keep the {'{% schema %}'} block: it defines the settings of the theme editor.</li>
              <li>Test changes in a duplicate theme before publishing.</li>
              <li>Reset to Original brings back the catalogue version at any time.</li>
            </ul>
          </section>
          <section aria-labelledby="workflow-heading" className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
            <h2 id="workflow-heading" className="font-semibold text-slate-900">
              Recommended workflow
            </h2>
            <ol className="mt-2 space-y-2">
              <li>
                <strong>1. Copy</strong> the code and add it as a new section file in your theme.
              </li>
              <li>
                <strong>2. Customise</strong> it in the theme editor of your store.
              </li>
              <li>
                <strong>3. Paste back</strong> the final code here and save, to keep it in your library.
              </li>
            </ol>
          </section>
        </div>

        <div className="grid min-w-0 gap-4 2xl:grid-cols-2">
          <section aria-labelledby="code-heading" className="flex min-h-[520px] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
              <h2 id="code-heading" className="flex items-center gap-2 font-semibold text-slate-900">
                Code
                <span
                  data-testid="code-state"
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${isOriginal ? 'bg-slate-100 text-slate-700' : 'bg-amber-100 text-amber-800'}`}
                >
                  {isOriginal ? 'Original' : 'Modified'}
                </span>
              </h2>
              <button
                type="button"
                disabled={readOnly || !entry.templateCode || isOriginal}
                onClick={() => {
                  setCode(resetCode(code, entry.templateCode));
                  toast.success('Code Reset', 'Code has been reset to the original version.');
                }}
                className="inline-flex min-h-9 items-center gap-1 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-50"
              >
                <RotateCcw aria-hidden="true" className="h-4 w-4" /> Reset to Original
              </button>
            </div>
            {codeProblem ? (
              <p id="section-code-problem" role="alert" className="border-b border-red-200 bg-red-50 px-4 py-2 text-sm text-red-800" data-testid="code-problem">
                {codeProblem.line ? <strong className="font-semibold">Line {codeProblem.line}: </strong> : null}
                {'reason' in codeProblem && codeProblem.line ? codeProblem.reason : codeProblem.message}
              </p>
            ) : null}
            <div className="min-h-0 flex-1">
              <LazyCodeEditor
                value={code}
                onChange={setCode}
                label="Section code"
                readOnly={readOnly}
                describedBy={codeProblem ? 'section-code-problem' : undefined}
                invalid={Boolean(codeProblem)}
              />
            </div>
            <p className="flex gap-4 border-t border-slate-200 px-4 py-2 text-xs text-slate-600" data-testid="code-stats">
              <span>{fmt.number(stats.characters)} characters</span>
              <span>{fmt.number(stats.lines)} lines</span>
            </p>
          </section>
          <section aria-label="Live preview" className="flex min-h-[520px] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
            <h2 className="border-b border-slate-200 px-4 py-2 font-semibold text-slate-900">Live preview</h2>
            <div className="min-h-0 flex-1">
              <LiquidLivePreview slug={entry.slug} title={title} code={previewCode} />
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
