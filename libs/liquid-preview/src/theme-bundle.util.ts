import { readSectionSchema } from './liquid-check.util';
import { sectionFileWithDefaults, sectionName, type SettingValue } from './section-defaults.util';

/**
 * A store as Shopify theme files (issue 24 item 13): each section as `sections/liquify-<handle>.liquid` (the
 * customer's settings as schema defaults), each module as `snippets/liquify-<handle>.liquid` (its customised
 * code) with a small section that renders it (JSON templates place sections only), and a page template
 * `templates/page.liquify-<store>.json` that stacks them in the store's order. The `liquify-` prefix keeps the
 * files clear of the theme's own (a theme's `sections/header.liquid` is never overwritten). `config/` and
 * `layout/` are there, empty, because `shopify theme push` asks for them: pushing with `--nodelete` adds these
 * files to the customer's theme and leaves everything else as it is.
 */

export interface BundleEntry {
  kind: 'module' | 'section';
  /** The catalogue slug of the entry (its file name). */
  slug: string;
  title: string;
  /** Sections: the customer's Liquid; modules: their rendered HTML/CSS/JS. */
  code: string;
  customValues: Readonly<Record<string, SettingValue>>;
}

export interface ThemeBundle {
  /** Path inside the theme to file text; a path ending with `/` is an empty directory. */
  files: Map<string, string>;
  /** The template files, first to last. */
  templates: string[];
}

/** Shopify's limit of sections in one JSON template; a larger store continues in `page.liquify-<store>-2.json`. */
export const TEMPLATE_MAX_SECTIONS = 25;
export const BUNDLE_PREFIX = 'liquify-';
export const MODULE_SECTION_PREFIX = 'liquify-module-';
/** Directories `shopify theme push` requires in the folder it pushes. */
export const REQUIRED_THEME_DIRECTORIES = ['config/', 'layout/'] as const;

/** A file-name handle: lowercase letters, digits and hyphens, at most 60 characters (`fallback` when nothing is left). */
export function themeHandle(text: string, fallback = 'item'): string {
  const handle = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return handle || fallback;
}

/**
 * Module code as a snippet: it is HTML, CSS and JavaScript, not Liquid, so it is kept verbatim inside
 * `{% raw %}` (a `{{` in a script stays a `{{`); an `{% endraw` in the code is written so it cannot close it.
 */
export function moduleSnippet(code: string): string {
  const safe = code.replace(/\{%(-?\s*endraw)/g, "{% endraw %}{{ '{' }}{% raw %}%$1");
  return `{% raw %}${safe}{% endraw %}\n`;
}

/** The section that places a module's snippet on a page. */
export function moduleSectionFile(snippet: string, title: string): string {
  const name = sectionName(title);
  const schema = { name, tag: 'div', class: 'liquify-module', settings: [], presets: [{ name }] };
  return `{% render '${snippet}' %}\n\n{% schema %}\n${JSON.stringify(schema, null, 2)}\n{% endschema %}\n`;
}

type TemplateSection = { type: string; settings: Record<string, unknown>; blocks?: Record<string, unknown>; block_order?: string[] };

/** How a section file is placed in a template: its first preset's blocks, so it shows as it does when added in the editor. */
export function templateSection(type: string, sectionCode: string): TemplateSection {
  const schema = readSectionSchema(sectionCode);
  const declared = new Set((schema?.blocks ?? []).map((b) => b.type));
  const preset = schema?.presets?.[0];
  const presetBlocks = Array.isArray(preset?.blocks) ? (preset.blocks as Array<Record<string, unknown>>) : [];
  const blocks: Record<string, unknown> = {};
  const order: string[] = [];
  presetBlocks.forEach((block, index) => {
    if (typeof block?.type !== 'string' || !declared.has(block.type)) return;
    const key = `${block.type.replace(/[^A-Za-z0-9_-]/g, '_')}_${index + 1}`;
    const settings = block.settings && typeof block.settings === 'object' ? block.settings : {};
    blocks[key] = { type: block.type, settings };
    order.push(key);
  });
  return order.length > 0 ? { type, settings: {}, blocks, block_order: order } : { type, settings: {} };
}

/** A handle not yet taken in `taken` (`name`, `name-2`, ...), then taken. */
function unique(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) candidate = `${name}-${n}`;
  taken.add(candidate);
  return candidate;
}

/** The theme files of a store whose entries are given in the store's order. */
export function themeBundleFiles(storeName: string, entries: readonly BundleEntry[]): ThemeBundle {
  const files = new Map<string, string>();
  for (const dir of REQUIRED_THEME_DIRECTORIES) files.set(dir, '');
  const handles = new Set<string>();
  const placed: TemplateSection[] = [];
  for (const entry of entries) {
    const handle = unique(themeHandle(entry.slug || entry.title, entry.kind), handles);
    if (entry.kind === 'section') {
      const type = `${BUNDLE_PREFIX}${handle}`;
      const code = sectionFileWithDefaults(entry.code, entry.customValues, entry.title);
      files.set(`sections/${type}.liquid`, code);
      placed.push(templateSection(type, code));
    } else {
      const snippet = `${BUNDLE_PREFIX}${handle}`;
      const type = `${MODULE_SECTION_PREFIX}${handle}`;
      files.set(`snippets/${snippet}.liquid`, moduleSnippet(entry.code));
      files.set(`sections/${type}.liquid`, moduleSectionFile(snippet, entry.title));
      placed.push({ type, settings: {} });
    }
  }
  const store = themeHandle(storeName, 'store');
  const templates: string[] = [];
  for (let start = 0, page = 1; start < placed.length || page === 1; start += TEMPLATE_MAX_SECTIONS, page++) {
    const chunk = placed.slice(start, start + TEMPLATE_MAX_SECTIONS);
    const sections: Record<string, TemplateSection> = {};
    chunk.forEach((section, i) => (sections[`liquify_${start + i + 1}`] = section));
    const path = `templates/page.${BUNDLE_PREFIX}${store}${page === 1 ? '' : `-${page}`}.json`;
    files.set(path, `${JSON.stringify({ sections, order: Object.keys(sections) }, null, 2)}\n`);
    templates.push(path);
  }
  return { files, templates };
}
