/**
 * Where and what to paste in Shopify (issue 24 item 14), pure and unit tested: for each way in (the theme
 * editor's Custom Liquid section, or a theme file made in Edit code), the steps and the exact code.
 */
import { BUNDLE_PREFIX, moduleSnippet, readSectionSchema, sectionFileWithDefaults, sectionName, themeHandle, type SettingValue } from '@liquify/liquid-preview';

export type InstallPathId = 'custom-liquid' | 'section-file';

export interface InstallPath {
  id: InstallPathId;
  /** The tab's label. */
  label: string;
  /** Where, as the Shopify admin names it. */
  where: string;
  steps: string[];
  /** Exactly what to paste. */
  code: string;
  /** The file to create (section-file only). */
  fileName?: string;
}

/** A theme file handle from a title: `liquify-` and lowercase letters, digits and dashes (as the theme bundle names files). */
export function sectionHandle(title: string): string {
  return `${BUNDLE_PREFIX}${themeHandle(title, 'module')}`;
}

/** The section's name in the theme editor's "Add section" list (cut to what Shopify accepts). */
export function installSectionName(title: string): string {
  return sectionName(`Liquify ${title.replace(/\s+/g, ' ').trim()}`);
}

/** Liquid would read `{{ }}` / `{% %}` in pasted HTML: such a snippet goes inside {% raw %} (as the theme bundle writes it). */
export function liquidSafe(html: string): string {
  return /\{[{%]/.test(html) ? moduleSnippet(html).trimEnd() : html;
}

/** The whole theme file for a module's snippet: the snippet in a box, and a schema so "Add section" lists it. */
export function moduleSectionFile(snippet: string, title: string): string {
  const name = installSectionName(title);
  const schema = JSON.stringify({ name, tag: 'section', class: 'liquify-section', presets: [{ name }] }, null, 2);
  return `<div class="liquify-module">\n${liquidSafe(snippet)}\n</div>\n\n{% schema %}\n${schema}\n{% endschema %}\n`;
}

/** The two ways to put a module's remote snippet in a Shopify store. */
export function moduleInstallPaths(snippet: string, title: string): InstallPath[] {
  const fileName = `sections/${sectionHandle(title)}.liquid`;
  return [
    {
      id: 'custom-liquid',
      label: 'Custom Liquid',
      where: 'Theme editor → Add section → Custom Liquid',
      steps: [
        'In Shopify admin, open Online Store → Themes → Customize.',
        'On the page you want, click Add section and choose Custom Liquid.',
        'Paste the code below into the Liquid code box, then click Save.',
      ],
      code: liquidSafe(snippet),
    },
    {
      id: 'section-file',
      label: 'Theme file',
      where: `Edit code → ${fileName}`,
      steps: [
        'In Shopify admin, open Online Store → Themes → ⋯ → Edit code.',
        `Under Sections, click Add a new section and name it ${sectionHandle(title)}.`,
        'Replace everything in the new file with the code below, then click Save.',
        `In the theme editor, click Add section and choose ${installSectionName(title)}.`,
      ],
      code: moduleSectionFile(snippet, title),
      fileName,
    },
  ];
}

/** What Custom Liquid cannot do for a section, said where a module would have that path. */
export const SECTION_CUSTOM_LIQUID_NOTE = "Custom Liquid cannot hold a section's settings: add a section as a theme file.";

/**
 * A library section in a Shopify store: a theme file (Edit code → sections/<handle>.liquid) holding the section
 * with the customer's settings as its defaults (as 'Download .liquid' writes it), then Add section in the editor.
 */
export function sectionInstallPaths(code: string, title: string, values: Readonly<Record<string, SettingValue>>): InstallPath[] {
  let file: string;
  try {
    file = sectionFileWithDefaults(code, values, title);
  } catch {
    file = code; // a schema that cannot be read: the code as it is (saving it is refused until it is fixed)
  }
  const handle = `${BUNDLE_PREFIX}${themeHandle(title, 'section')}`;
  let listed = sectionName(title);
  try {
    const named = readSectionSchema(file)?.name;
    if (typeof named === 'string' && named.trim()) listed = named.trim();
  } catch {
    // unreadable schema: the title's name
  }
  const fileName = `sections/${handle}.liquid`;
  return [
    {
      id: 'section-file',
      label: 'Theme file',
      where: `Edit code → ${fileName}`,
      steps: [
        'In Shopify admin, open Online Store → Themes → ⋯ → Edit code.',
        `Under Sections, click Add a new section and name it ${handle}.`,
        'Replace everything in the new file with the code below, then click Save.',
        `In the theme editor (Customize), click Add section and choose ${listed}.`,
      ],
      code: file,
      fileName,
    },
  ];
}
