/** The section editor's "Install in Shopify" (issue 24 item 14): where to paste the section, and its exact code. */
import type { SettingValue } from '@liquify/liquid-preview';
import { useMemo } from 'react';
import { InstallInstructions } from './InstallInstructions';
import { SECTION_CUSTOM_LIQUID_NOTE, sectionInstallPaths } from './install-instructions';

export function SectionInstall({ code, title, values }: { code: string; title: string; values: Readonly<Record<string, SettingValue>> }) {
  const paths = useMemo(() => sectionInstallPaths(code, title, values), [code, title, values]);
  return (
    <div className="rounded-xl border border-slate-200 bg-white text-sm [&>section]:mt-0 [&>section]:border-0">
      <InstallInstructions paths={paths} />
      <p className="px-4 pb-4 text-xs text-slate-600">{SECTION_CUSTOM_LIQUID_NOTE}</p>
    </div>
  );
}
