/**
 * The section editor's settings (issue 24 item 12): the section settings a customer can give values to, as the
 * shared variable editors show them, and the values the download will carry as the schema's defaults.
 */
import { CUSTOMISABLE_SETTING_TYPES, readSectionSchema, settingDefault, type SettingValue } from '@liquify/liquid-preview';
import type { VariableFieldVariable } from '@liquify/ui';

export interface EditableSetting {
  id: string;
  /** As VariableField edits it. */
  field: VariableFieldVariable;
  /** Textarea, rich text and HTML settings: edited in a multi-line field. */
  multiline: boolean;
  /** The schema's own default, as text. */
  schemaDefault: string;
  setting: Record<string, unknown>;
}

const FIELD_TYPE: Record<string, string> = { checkbox: 'boolean', number: 'number', range: 'number', color: 'color', select: 'select', radio: 'select' };
const CUSTOMISABLE = new Set<string>(CUSTOMISABLE_SETTING_TYPES);
const MULTILINE = new Set(['textarea', 'richtext', 'html']);

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The code's section settings a customer can set (none when the schema cannot be read). */
export function editableSettings(code: string): EditableSetting[] {
  let settings: Array<Record<string, unknown>>;
  try {
    settings = readSectionSchema(code)?.settings ?? [];
  } catch {
    return [];
  }
  return settings
    .filter((s) => typeof s.id === 'string' && s.id !== '' && CUSTOMISABLE.has(String(s.type)))
    .map((setting) => {
      const id = setting.id as string;
      const range = setting.type === 'range' ? `From ${asText(setting.min)} to ${asText(setting.max)}, in steps of ${asText(setting.step ?? 1)}${setting.unit ? ` ${asText(setting.unit)}` : ''}.` : undefined;
      const info = [range, typeof setting.info === 'string' ? setting.info : undefined].filter(Boolean).join(' ');
      const options = Array.isArray(setting.options) ? setting.options.map((o) => asText((o as { value?: unknown })?.value)) : undefined;
      return {
        id,
        setting,
        multiline: MULTILINE.has(String(setting.type)),
        schemaDefault: asText(setting.default),
        field: { name: id, label: typeof setting.label === 'string' ? setting.label : id, type: FIELD_TYPE[String(setting.type)] ?? 'text', defaultValue: asText(setting.default), description: info || undefined, options },
      };
    });
}

/** The value a field shows: the customer's, else the schema's default. */
export const shownValue = (setting: EditableSetting, values: Readonly<Record<string, SettingValue>>) =>
  Object.hasOwn(values, setting.id) ? asText(values[setting.id]) : setting.schemaDefault;

/** True when the value cannot be the setting's default (the download keeps the theme's own then). */
export const unusableValue = (setting: EditableSetting, value: string) => value !== '' && settingDefault(setting.setting, value) === undefined;

/** Whether two sets of values differ (order of keys aside). */
export function valuesChanged(saved: Readonly<Record<string, SettingValue>>, current: Readonly<Record<string, SettingValue>>): boolean {
  const keys = new Set([...Object.keys(saved), ...Object.keys(current)]);
  for (const key of keys) if (asText(saved[key]) !== asText(current[key]) || Object.hasOwn(saved, key) !== Object.hasOwn(current, key)) return true;
  return false;
}
