import { readSectionSchema, type SectionSchemaJson } from './liquid-check.util';

/**
 * A library section as a Shopify section file (issue 24 item 12): the customer's settings become the defaults
 * of its `{% schema %}`, so the section shows them as soon as it is added in the theme editor. A value is applied
 * only when it is valid for the setting's type (Shopify and theme-check refuse the file otherwise); any other
 * value leaves the setting's own default in place.
 */

/** A customer's value for one setting, as the library keeps it. */
export type SettingValue = string | number | boolean | null;

/** Shopify's longest section name (theme editor); theme-check refuses longer ones. */
export const SECTION_NAME_MAX_LENGTH = 25;

type Setting = Record<string, unknown>;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RICHTEXT_ROOT = /^\s*<(p|ul|ol|h[1-6])[\s>]/i;

const asNumber = (value: SettingValue): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
};

const optionValues = (setting: Setting): unknown[] =>
  Array.isArray(setting.options) ? setting.options.map((o) => (o && typeof o === 'object' ? (o as Setting).value : undefined)) : [];

/** The value as the setting's `default`, or undefined when it is not a valid default for the setting's type. */
export function settingDefault(setting: Setting, value: SettingValue): string | number | boolean | undefined {
  if (value === null || value === undefined) return undefined;
  switch (setting.type) {
    case 'text':
    case 'textarea':
    case 'html':
      return typeof value === 'string' && value.trim() !== '' ? value : undefined;
    case 'richtext':
      return typeof value === 'string' && RICHTEXT_ROOT.test(value) ? value : undefined;
    case 'inline_richtext':
      return typeof value === 'string' && value.trim() !== '' && !/<(p|div|ul|ol|h[1-6])[\s>]/i.test(value) ? value : undefined;
    case 'checkbox':
      return typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : undefined;
    case 'number':
      return asNumber(value);
    case 'range': {
      const n = asNumber(value);
      const min = Number(setting.min);
      const max = Number(setting.max);
      const step = setting.step === undefined ? 1 : Number(setting.step);
      if (n === undefined || !Number.isFinite(min) || !Number.isFinite(max) || n < min || n > max) return undefined;
      const steps = (n - min) / step;
      return Math.abs(steps - Math.round(steps)) < 1e-9 ? n : undefined;
    }
    case 'color':
    case 'color_background':
      return typeof value === 'string' && (setting.type === 'color_background' || HEX_COLOR.test(value)) && value.trim() !== '' ? value : undefined;
    case 'select':
    case 'radio':
      return optionValues(setting).includes(value) ? (value as string) : undefined;
    default:
      // Resource pickers, fonts, urls, videos...: Shopify limits their defaults (or has none), so they keep theirs.
      return undefined;
  }
}

/** The setting types the customer can set in the library (their values become defaults: see settingDefault). */
export const CUSTOMISABLE_SETTING_TYPES = ['text', 'textarea', 'richtext', 'inline_richtext', 'html', 'checkbox', 'number', 'range', 'color', 'color_background', 'select', 'radio'] as const;

/**
 * The values worth keeping for a section's code: those of its section settings (by id) that are valid defaults
 * for the setting's type, normalised as they will be written (a number for a range, a boolean for a checkbox).
 * Anything else (unknown ids, a value the setting cannot take) is dropped. Code without a readable schema keeps none.
 */
export function knownSettingValues(code: string, values: Readonly<Record<string, SettingValue>>): Record<string, string | number | boolean> {
  let schema: SectionSchemaJson | null;
  try {
    schema = readSectionSchema(code);
  } catch {
    return {};
  }
  const kept: Record<string, string | number | boolean> = {};
  for (const setting of schema?.settings ?? []) {
    const id = typeof setting.id === 'string' ? setting.id : undefined;
    if (!id || !Object.hasOwn(values, id)) continue;
    const value = settingDefault(setting, values[id]);
    if (value !== undefined) kept[id] = value;
  }
  return kept;
}

/** The schema's settings with the customer's values as defaults (a new object; the input is left untouched). */
export function applySettingDefaults(schema: SectionSchemaJson, values: Readonly<Record<string, SettingValue>>): SectionSchemaJson {
  const settings = schema.settings?.map((setting) => {
    const id = typeof setting.id === 'string' ? setting.id : undefined;
    if (!id || !Object.hasOwn(values, id)) return setting;
    const next = settingDefault(setting, values[id]);
    return next === undefined ? setting : { ...setting, default: next };
  });
  return settings ? { ...schema, settings } : { ...schema };
}

/** The section's name cut to what Shopify accepts. */
export function sectionName(title: string): string {
  const name = title.trim() || 'Section';
  return name.length <= SECTION_NAME_MAX_LENGTH ? name : name.slice(0, SECTION_NAME_MAX_LENGTH).trimEnd();
}

const SCHEMA_TAG = /\{%-?\s*schema\s*-?%\}[\s\S]*?\{%-?\s*endschema\s*-?%\}/;

const schemaTag = (schema: SectionSchemaJson) => `{% schema %}\n${JSON.stringify(schema, null, 2)}\n{% endschema %}`;

/**
 * The section file: the customer's code with their settings as the schema's defaults. Code without a
 * `{% schema %}` gets one naming the section (a section needs it to be added from the theme editor and placed by
 * a JSON template). Throws the LiquidProblem of readSectionSchema for a schema that cannot be read (the library
 * never stores one).
 */
export function sectionFileWithDefaults(code: string, values: Readonly<Record<string, SettingValue>>, title: string): string {
  const schema = readSectionSchema(code);
  if (!schema) return `${code.trimEnd()}\n\n${schemaTag({ name: sectionName(title), settings: [], presets: [{ name: sectionName(title) }] })}\n`;
  const hasValues = Object.keys(values).length > 0;
  const body = hasValues ? code.replace(SCHEMA_TAG, () => schemaTag(applySettingDefaults(schema, values))) : code;
  return body.endsWith('\n') ? body : `${body}\n`;
}
