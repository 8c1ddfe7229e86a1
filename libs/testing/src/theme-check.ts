import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';

/**
 * Shopify's theme-check (a devDependency, loaded only when a check runs) over theme files: the catalogue's seed
 * sections, a downloaded section, a store's theme bundle. Tests only: nothing at runtime imports it.
 */

export interface ThemeCheckOffense {
  check: string;
  severity: number;
  /** The file's name */
  file: string;
  /** The file's path inside the theme, e.g. `sections/hero.liquid` */
  path: string;
  line: number;
  message: string;
}

/** theme-check severities: 0 error, 1 warning, 2 info. */
export const THEME_CHECK_ERROR = 0;

const THEME_LAYOUT = [
  '<!doctype html>',
  '<html lang="{{ request.locale.iso_code }}">',
  '  <head>',
  '    <meta charset="utf-8">',
  '    <meta name="viewport" content="width=device-width, initial-scale=1">',
  '    <title>{{ page_title }}</title>',
  '    {{ content_for_header }}',
  '  </head>',
  '  <body>',
  '    {{ content_for_layout }}',
  '  </body>',
  '</html>',
  '',
].join('\n');

const SETTINGS_SCHEMA = [
  {
    name: 'theme_info',
    theme_name: 'Liquify seed check',
    theme_version: '1.0.0',
    theme_author: 'Liquify',
    theme_documentation_url: 'https://shopify.dev/docs/storefronts/themes',
    theme_support_url: 'https://shopify.dev/docs/storefronts/themes',
  },
];

/**
 * Writes the given theme files (path inside the theme to text; a path ending with `/` is a directory) over a
 * minimal throw-away theme (layout, settings schema, default locale) and runs theme-check with its recommended
 * config. The minimal theme's files are used only where the given files have none.
 */
export async function runThemeCheckOnFiles(files: ReadonlyMap<string, string> | Readonly<Record<string, string>>): Promise<ThemeCheckOffense[]> {
  const { themeCheckRun } = await import('@shopify/theme-check-node');
  const root = mkdtempSync(join(tmpdir(), 'liquify-theme-check-'));
  const rootName = basename(root);
  try {
    for (const dir of ['layout', 'config', 'locales', 'sections', 'snippets', 'templates']) mkdirSync(join(root, dir));
    writeFileSync(join(root, 'layout', 'theme.liquid'), THEME_LAYOUT);
    writeFileSync(join(root, 'config', 'settings_schema.json'), JSON.stringify(SETTINGS_SCHEMA, null, 2));
    writeFileSync(join(root, 'locales', 'en.default.json'), '{}\n');
    writeFileSync(join(root, '.theme-check.yml'), 'extends: theme-check:recommended\n');
    const entries = files instanceof Map ? [...files.entries()] : Object.entries(files);
    for (const [path, text] of entries) {
      if (path.includes('..') || path.startsWith('/')) throw new Error(`theme file outside the theme: ${path}`);
      if (path.endsWith('/')) {
        mkdirSync(join(root, path), { recursive: true });
        continue;
      }
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const { offenses } = await themeCheckRun(root, join(root, '.theme-check.yml'));
    return offenses.map((o) => ({
      check: o.check,
      severity: o.severity,
      file: o.uri.slice(o.uri.lastIndexOf('/') + 1),
      path: decodeURIComponent(o.uri.slice(o.uri.indexOf(rootName) + rootName.length + 1)),
      line: o.start.line + 1,
      message: o.message,
    }));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** theme-check over section files on disk (as `sections/<name>.liquid` of a minimal theme). */
export async function runThemeCheckOnSections(sectionFiles: string[]): Promise<ThemeCheckOffense[]> {
  return runThemeCheckOnFiles(Object.fromEntries(sectionFiles.map((file) => [`sections/${basename(file)}`, readFileSync(file, 'utf8')])));
}

/** The offenses theme-check counts as errors. */
export const themeCheckErrors = (offenses: readonly ThemeCheckOffense[]) => offenses.filter((o) => o.severity === THEME_CHECK_ERROR);

export function formatOffenses(offenses: ThemeCheckOffense[]): string {
  return offenses.map((o) => o.file + ':' + o.line + ' [' + o.check + '] ' + o.message).join('\n');
}
