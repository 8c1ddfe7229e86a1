import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { themeCheckRun } from '@shopify/theme-check-node';

export interface ThemeCheckOffense {
  check: string;
  severity: number;
  file: string;
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
 * Copies the given section files into a minimal throw-away theme (layout, settings
 * schema, default locale) and runs Shopify's theme-check with its recommended config.
 */
export async function runThemeCheckOnSections(sectionFiles: string[]): Promise<ThemeCheckOffense[]> {
  const root = mkdtempSync(join(tmpdir(), 'liquify-seed-theme-'));
  try {
    for (const dir of ['layout', 'config', 'locales', 'sections', 'templates']) mkdirSync(join(root, dir));
    writeFileSync(join(root, 'layout', 'theme.liquid'), THEME_LAYOUT);
    writeFileSync(join(root, 'config', 'settings_schema.json'), JSON.stringify(SETTINGS_SCHEMA, null, 2));
    writeFileSync(join(root, 'locales', 'en.default.json'), '{}\n');
    writeFileSync(join(root, '.theme-check.yml'), 'extends: theme-check:recommended\n');
    for (const file of sectionFiles) copyFileSync(file, join(root, 'sections', basename(file)));
    const { offenses } = await themeCheckRun(root, join(root, '.theme-check.yml'));
    return offenses.map((o) => ({
      check: o.check,
      severity: o.severity,
      file: o.uri.slice(o.uri.lastIndexOf('/') + 1),
      line: o.start.line + 1,
      message: o.message,
    }));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

export function formatOffenses(offenses: ThemeCheckOffense[]): string {
  return offenses.map((o) => o.file + ':' + o.line + ' [' + o.check + '] ' + o.message).join('\n');
}
