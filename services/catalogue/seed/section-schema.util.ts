/**
 * Shopify's rules for section schemas, beyond the shape the catalogue checks (libs/liquid-preview's
 * readSectionSchema): setting types, ids, ranges, defaults, presets, and settings read or declared.
 */
/** Every setting type Shopify accepts in a section or block schema. */
export const SHOPIFY_SETTING_TYPES = new Set([
  'header',
  'paragraph',
  'checkbox',
  'number',
  'radio',
  'range',
  'select',
  'text',
  'textarea',
  'article',
  'article_list',
  'blog',
  'collection',
  'collection_list',
  'color',
  'color_background',
  'color_scheme',
  'color_scheme_group',
  'font_picker',
  'html',
  'image_picker',
  'inline_richtext',
  'link_list',
  'liquid',
  'metaobject',
  'metaobject_list',
  'page',
  'product',
  'product_list',
  'richtext',
  'text_alignment',
  'url',
  'video',
  'video_url',
]);

export interface SchemaSetting {
  type: string;
  id?: string;
  label?: string;
  content?: string;
  default?: unknown;
  min?: number;
  max?: number;
  step?: number;
  options?: { value: string; label: string }[];
  [key: string]: unknown;
}

export interface SectionSchema {
  name: string;
  tag?: string;
  class?: string;
  settings: SchemaSetting[];
  blocks?: { type: string; name: string; limit?: number; settings?: SchemaSetting[] }[];
  max_blocks?: number;
  presets?: { name: string; blocks?: { type: string }[] }[];
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Shopify's rules for one settings list (the section's or a block's). */
export function settingProblems(settings: SchemaSetting[], where: string): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const s of settings) {
    const at = where + ' setting ' + (s.id ?? s.type);
    if (!SHOPIFY_SETTING_TYPES.has(s.type)) problems.push(at + ': unknown type ' + s.type);
    if (s.type === 'header' || s.type === 'paragraph') {
      if (typeof s.content !== 'string' || s.content === '') problems.push(at + ': needs content');
      continue;
    }
    if (typeof s.id !== 'string' || !/^[a-z][a-z0-9_]*$/.test(s.id))
      problems.push(at + ': id must be snake_case');
    else if (ids.has(s.id)) problems.push(at + ': duplicate id');
    ids.add(s.id ?? '');
    if (typeof s.label !== 'string' || s.label === '') problems.push(at + ': needs a label');
    const d = s.default;
    switch (s.type) {
      case 'range': {
        const { min, max, step } = s;
        if (
          typeof min !== 'number' ||
          typeof max !== 'number' ||
          typeof step !== 'number' ||
          typeof d !== 'number'
        ) {
          problems.push(at + ': range needs numeric min, max, step and default');
          break;
        }
        const steps = (max - min) / step;
        if (!(min < max) || step <= 0) problems.push(at + ': range needs min < max and a positive step');
        if (Math.abs(steps - Math.round(steps)) > 1e-9)
          problems.push(at + ': (max - min) is not a multiple of step');
        if (steps > 101) problems.push(at + ': more than 101 steps');
        const offset = (d - min) / step;
        if (d < min || d > max || Math.abs(offset - Math.round(offset)) > 1e-9)
          problems.push(at + ': default not on a step in [min, max]');
        break;
      }
      case 'select':
      case 'radio': {
        const values = (s.options ?? []).map((o) => o.value);
        if (values.length < 2 || (s.options ?? []).some((o) => !o.label))
          problems.push(at + ': needs at least two labelled options');
        if (!values.includes(d as string))
          problems.push(at + ': default ' + JSON.stringify(d) + ' is not an option');
        break;
      }
      case 'checkbox':
        if (typeof d !== 'boolean') problems.push(at + ': checkbox default must be a boolean');
        break;
      case 'color':
        if (d !== undefined && !(typeof d === 'string' && HEX.test(d)))
          problems.push(at + ': colour default must be #rrggbb');
        break;
      case 'url':
        if (d !== undefined && d !== '/collections' && d !== '/collections/all')
          problems.push(at + ': url default may only be /collections or /collections/all');
        break;
      case 'richtext':
        if (d !== undefined && !(typeof d === 'string' && /^<(p|ul|ol|h[1-6])\b/.test(d)))
          problems.push(at + ': richtext default must start with a block tag');
        break;
      case 'inline_richtext':
      case 'text':
      case 'textarea':
        if (d !== undefined && (typeof d !== 'string' || d === ''))
          problems.push(at + ': text default must be a non-empty string');
        break;
      case 'number':
        if (d !== undefined && typeof d !== 'number') problems.push(at + ': number default must be a number');
        break;
      case 'image_picker':
      case 'video':
      case 'blog':
      case 'collection':
      case 'product':
      case 'page':
      case 'link_list':
        break;
    }
  }
  return problems;
}

/** Shopify's rules for a section schema beyond what theme-check validates. */
export function sectionSchemaProblems(schema: SectionSchema): string[] {
  const problems: string[] = [];
  if (typeof schema.name !== 'string' || schema.name.length === 0 || schema.name.length > 25)
    problems.push('name must be 1-25 characters');
  if (!Array.isArray(schema.settings) || schema.settings.length === 0)
    return [...problems, 'settings must be a non-empty list'];
  problems.push(...settingProblems(schema.settings, 'section'));
  const blockTypes = new Set<string>();
  for (const block of schema.blocks ?? []) {
    if (blockTypes.has(block.type)) problems.push('duplicate block type ' + block.type);
    blockTypes.add(block.type);
    if (!block.name || block.name.length > 25)
      problems.push('block ' + block.type + ': name must be 1-25 characters');
    problems.push(...settingProblems(block.settings ?? [], 'block ' + block.type));
  }
  if (schema.max_blocks !== undefined && (schema.max_blocks < 1 || schema.max_blocks > 50))
    problems.push('max_blocks must be 1-50');
  if (!Array.isArray(schema.presets) || schema.presets.length === 0)
    problems.push('needs at least one preset');
  for (const preset of schema.presets ?? []) {
    if (!preset.name) problems.push('preset without a name');
    for (const b of preset.blocks ?? [])
      if (!blockTypes.has(b.type)) problems.push('preset uses unknown block type ' + b.type);
  }
  return problems;
}

const INPUT_SETTING = (s: SchemaSetting) => s.type !== 'header' && s.type !== 'paragraph';

/**
 * Settings read by the markup must exist in the schema, and every declared input
 * setting must be read somewhere (no dead settings in the theme editor).
 */
export function settingReferenceProblems(code: string, schema: SectionSchema): string[] {
  const markup = code.replace(/\{%-?\s*schema\s*-?%\}[\s\S]*?\{%-?\s*endschema\s*-?%\}/g, '');
  const read = (prefix: string) =>
    new Set(
      [...markup.matchAll(new RegExp('\\b' + prefix + '\\.settings\\.([a-z0-9_]+)', 'g'))].map((m) => m[1]),
    );
  const sectionRead = read('section');
  const blockRead = read('block');
  const sectionIds = new Set(schema.settings.filter(INPUT_SETTING).map((s) => s.id!));
  const blockIds = new Set(
    (schema.blocks ?? []).flatMap((b) => (b.settings ?? []).filter(INPUT_SETTING).map((s) => s.id!)),
  );
  const problems: string[] = [];
  for (const id of sectionRead)
    if (!sectionIds.has(id)) problems.push('section.settings.' + id + ' is read but not declared');
  for (const id of blockRead)
    if (!blockIds.has(id)) problems.push('block.settings.' + id + ' is read but not declared');
  for (const id of sectionIds)
    if (!sectionRead.has(id)) problems.push('section setting ' + id + ' is declared but never read');
  for (const id of blockIds)
    if (!blockRead.has(id)) problems.push('block setting ' + id + ' is declared but never read');
  return problems;
}
