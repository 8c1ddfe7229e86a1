/** The 'Remote Snippet Generated' dialog (doc 2 §2), every element of it. */
import * as RadixDialog from '@radix-ui/react-dialog';
import { AlertTriangle, Check, Copy, Globe, Infinity as InfinityIcon, RefreshCw, ShieldCheck, Zap } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { remoteSnippetTestPath } from '@liquify/contracts';
import { displayToken } from './editor-rules';
import { InstallInstructions } from './install/InstallInstructions';
import { moduleInstallPaths } from './install/install-instructions';

export const PLATFORMS = ['Shopify', 'WordPress', 'Squarespace', 'Wix', 'Custom HTML', 'React', 'Vue', 'Any Website'] as const;
export const COPIED_MS = 2000;

/** What replacing the link does, said before it is done. */
export const REPLACE_WARNING = 'The current link stops working at once in every store that uses it: you will have to paste the new snippet there.';

export function SnippetDialog({
  result,
  moduleName,
  onClose,
  onReplace,
  replacing = false,
}: {
  result: { token: string; snippet: string } | null;
  moduleName: string;
  onClose: () => void;
  /** "Replace snippet link" (confirmed first): a new token, the old one stops working. */
  onReplace: () => void;
  replacing?: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => (timer.current ? clearTimeout(timer.current) : undefined), []);
  useEffect(() => {
    setCopied(false);
    setConfirming(false);
  }, [result]);

  const copy = async () => {
    if (!result) return;
    try {
      await navigator.clipboard.writeText(result.snippet);
      setCopied(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch (error) {
      // Snippet copy failure is only logged (doc 2 §8).
      console.error('Could not copy the remote snippet', error);
    }
  };

  return (
    <RadixDialog.Root open={result !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <RadixDialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          {result ? (
            <>
              <RadixDialog.Title className="text-xl font-bold text-slate-900">Remote Snippet Generated</RadixDialog.Title>
              <RadixDialog.Description className="mt-1 text-sm text-slate-600">
                <span className="font-semibold text-slate-900">{moduleName}</span> can now be embedded on any website.
              </RadixDialog.Description>
              <ul className="mt-4 flex flex-wrap gap-2 text-xs font-semibold">
                <li className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-1 text-green-800">
                  <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" /> Secure
                </li>
                <li className="inline-flex items-center gap-1 rounded-full bg-blue-100 px-2.5 py-1 text-blue-800">
                  <Zap aria-hidden="true" className="h-3.5 w-3.5" /> Fast: 15 minute cache
                </li>
                <li className="inline-flex items-center gap-1 rounded-full bg-purple-100 px-2.5 py-1 text-purple-800">
                  <Globe aria-hidden="true" className="h-3.5 w-3.5" /> Works on any website
                </li>
              </ul>
              <div className="mt-4 overflow-hidden rounded-xl bg-slate-900">
                <div className="flex items-center justify-between border-b border-slate-700 px-4 py-2">
                  <span className="text-xs font-semibold uppercase tracking-wide text-slate-300">Your snippet</span>
                  <button
                    type="button"
                    onClick={() => void copy()}
                    className="inline-flex min-h-9 items-center gap-1.5 rounded-lg bg-white/10 px-3 text-sm font-semibold text-white hover:bg-white/20"
                  >
                    {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
                    {copied ? 'Copied!' : 'Copy'}
                  </button>
                </div>
                <pre
                  tabIndex={0}
                  aria-label="Snippet code"
                  className="max-h-40 overflow-auto whitespace-pre-wrap break-all p-4 font-mono text-xs text-green-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-green-300"
                  data-testid="snippet-code"
                >
                  {result.snippet}
                </pre>
              </div>
              <ol className="mt-5 space-y-2 text-sm text-slate-700">
                <li>
                  <strong>1.</strong> Copy the snippet.
                </li>
                <li>
                  <strong>2.</strong> Paste it into any HTML section of your site.
                </li>
                <li>
                  <strong>3.</strong> The module appears, and stays updated when you change it here.
                </li>
              </ol>
              <InstallInstructions paths={moduleInstallPaths(result.snippet, moduleName)} testUrl={remoteSnippetTestPath(result.token)} />
              <ul aria-label="Works with" className="mt-4 flex flex-wrap gap-1.5">
                {PLATFORMS.map((platform) => (
                  <li key={platform} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
                    {platform}
                  </li>
                ))}
              </ul>
              <dl className="mt-5 grid gap-2 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-xs text-slate-500">Token ID</dt>
                  <dd className="break-all font-mono text-xs text-slate-900" data-testid="snippet-token">
                    {displayToken(result.token)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">Expiration</dt>
                  <dd className="inline-flex items-center gap-1 text-slate-900">
                    <InfinityIcon aria-hidden="true" className="h-4 w-4" /> No expiration
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">Security</dt>
                  <dd className="inline-flex items-center gap-1 text-slate-900">
                    <ShieldCheck aria-hidden="true" className="h-4 w-4" /> Secure SHA-256
                  </dd>
                </div>
              </dl>
              {confirming ? (
                <div role="group" aria-labelledby="replace-snippet-title" className="mt-5 rounded-xl border border-amber-300 bg-amber-50 p-4">
                  <p id="replace-snippet-title" className="inline-flex items-center gap-2 text-sm font-semibold text-amber-900">
                    <AlertTriangle aria-hidden="true" className="h-4 w-4 shrink-0" /> Replace the snippet link?
                  </p>
                  <p className="mt-1 text-sm text-amber-900">{REPLACE_WARNING}</p>
                  <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                    <button type="button" onClick={() => setConfirming(false)} className="inline-flex min-h-10 items-center justify-center rounded-lg px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-white">
                      Keep current link
                    </button>
                    <button type="button" disabled={replacing} onClick={onReplace} className="inline-flex min-h-10 items-center justify-center rounded-lg bg-red-600 px-4 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60">
                      {replacing ? 'Replacing...' : 'Replace link'}
                    </button>
                  </div>
                </div>
              ) : null}
              <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
                <button
                  type="button"
                  disabled={confirming}
                  onClick={() => setConfirming(true)}
                  className="inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-4 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50 disabled:opacity-50"
                >
                  <RefreshCw aria-hidden="true" className="h-4 w-4" /> Replace snippet link
                </button>
                <RadixDialog.Close className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700">
                  Done
                </RadixDialog.Close>
              </div>
            </>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
