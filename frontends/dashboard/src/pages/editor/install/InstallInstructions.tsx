/**
 * "Install in Shopify" (issue 24 item 14): for each way in, where to paste (as the Shopify admin names it), the
 * steps and the exact code with its own Copy button; for a module, a "Test on a page" link.
 */
import * as Tabs from '@radix-ui/react-tabs';
import { Check, Copy, ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { InstallPath } from './install-instructions';

const COPIED_MS = 2000;

function CopyCode({ code, label }: { code: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => (timer.current ? clearTimeout(timer.current) : undefined), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch (error) {
      console.error('Could not copy the install code', error);
    }
  };
  return (
    <button type="button" onClick={() => void copy()} aria-label={label} className="inline-flex min-h-9 shrink-0 items-center whitespace-nowrap [overflow-wrap:normal] gap-1.5 rounded-lg bg-white/10 px-3 text-sm font-semibold text-white hover:bg-white/20">
      {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
      {copied ? 'Copied!' : 'Copy'}
    </button>
  );
}

export function InstallInstructions({ paths, testUrl }: { paths: InstallPath[]; testUrl?: string }) {
  const [tab, setTab] = useState<string>(paths[0]?.id ?? '');
  if (paths.length === 0) return null;
  return (
    <section aria-labelledby="install-shopify-title" className="mt-5 min-w-0 rounded-xl border border-slate-200 p-4 [overflow-wrap:anywhere]" data-testid="install-instructions">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="install-shopify-title" className="text-base font-semibold text-slate-900">
          Install in Shopify
        </h3>
        {testUrl ? (
          <a href={testUrl} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50">
            <ExternalLink aria-hidden="true" className="h-4 w-4" /> Test on a page
          </a>
        ) : null}
      </div>
      <Tabs.Root value={tab} onValueChange={setTab} className="mt-3">
        <Tabs.List aria-label="Where to paste" className={`flex gap-1 rounded-lg bg-slate-100 p-1 ${paths.length === 1 ? 'sr-only' : ''}`}>
          {paths.map((path) => (
            <Tabs.Trigger
              key={path.id}
              value={path.id}
              className="min-h-9 flex-1 rounded-md px-2 text-sm font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
            >
              {path.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {paths.map((path) => (
          <Tabs.Content key={path.id} value={path.id} className={`${paths.length === 1 ? '' : 'mt-3 '}focus:outline-none`}>
            <p className="text-sm font-semibold text-slate-900" data-testid={`install-where-${path.id}`}>
              {path.where}
            </p>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
              {path.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <div className="mt-3 overflow-hidden rounded-xl bg-slate-900">
              <div className="flex items-center justify-between gap-2 border-b border-slate-700 px-4 py-2">
                <span className="min-w-0 break-all text-xs font-semibold uppercase tracking-wide text-slate-300">{path.fileName ?? 'Code to paste'}</span>
                <CopyCode code={path.code} label={`Copy the ${path.label} code`} />
              </div>
              <pre
                tabIndex={0}
                aria-label={`${path.label} code`}
                className="max-h-48 overflow-auto whitespace-pre-wrap break-all p-4 font-mono text-xs text-green-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-green-300"
                data-testid={`install-code-${path.id}`}
              >
                {path.code}
              </pre>
            </div>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
