import type { Liquid } from 'liquidjs';
import { jsonProblem } from './json-error.util';
import { parseTemplate } from './shopify-liquid';

/** A problem found in a section or module file, with the 1-based line it is on. */
export class LiquidProblem extends Error {
  constructor(
    public readonly kind: 'syntax' | 'schema',
    public readonly line: number | undefined,
    public readonly reason: string,
  ) {
    super(kind === 'syntax' ? syntaxMessage(line, reason) : schemaMessage(line, reason));
    this.name = 'LiquidProblem';
  }
}

function syntaxMessage(line: number | undefined, reason: string) {
  return line ? `Invalid Liquid syntax at line ${line}: ${reason}` : `Invalid Liquid syntax: ${reason}`;
}
function schemaMessage(line: number | undefined, reason: string) {
  return line ? `Invalid section schema at line ${line}: ${reason}` : `Invalid section schema: ${reason}`;
}

/** True when the code holds Liquid markup (`{{ ... }}` or `{% ... %}`). */
export function containsLiquid(code: string): boolean {
  return /\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/.test(code);
}

/** 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  const end = Math.min(Math.max(offset, 0), text.length);
  for (let i = 0; i < end; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * Parses `code` with the engine; throws a LiquidProblem naming the line on invalid syntax
 * ('Invalid Liquid syntax at line 12: tag "endif" not found').
 */
export function checkLiquidSyntax(liquid: Liquid, code: string): void {
  try {
    parseTemplate(liquid, code);
  } catch (err) {
    const error = err as Error & { token?: { getPosition?: () => [number, number] } };
    let line: number | undefined;
    try {
      line = error.token?.getPosition?.()[0];
    } catch {
      line = undefined;
    }
    const fromMessage = /, line:(\d+), col:\d+$/.exec(error.message ?? '');
    if (!line && fromMessage) line = Number(fromMessage[1]);
    const reason = (error.message ?? 'unreadable template').replace(/, line:\d+, col:\d+$/, '').trim();
    throw new LiquidProblem('syntax', line, reason || 'unreadable template');
  }
}

const SCHEMA_BLOCK = /\{%-?\s*schema\s*-?%\}([\s\S]*?)\{%-?\s*endschema\s*-?%\}/g;

export interface SectionSchemaJson {
  name?: string;
  settings?: Array<Record<string, unknown>>;
  blocks?: Array<Record<string, unknown>>;
  presets?: Array<Record<string, unknown>>;
  [key: string]: unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkSettings(settings: unknown, where: string): string | undefined {
  if (settings === undefined) return undefined;
  if (!Array.isArray(settings)) return `${where} settings must be a list`;
  const ids = new Set<string>();
  for (const [index, setting] of settings.entries()) {
    if (!isPlainObject(setting) || typeof setting.type !== 'string' || setting.type === '') {
      return `${where} setting ${index + 1} must be an object with a type`;
    }
    if (setting.id !== undefined) {
      if (typeof setting.id !== 'string' || setting.id === '') return `${where} setting ${index + 1} has an invalid id`;
      if (ids.has(setting.id)) return `${where} setting id "${setting.id}" is used twice`;
      ids.add(setting.id);
    } else if (setting.type !== 'header' && setting.type !== 'paragraph') {
      return `${where} setting ${index + 1} (${setting.type}) needs an id`;
    }
  }
  return undefined;
}

/** Shape rules Shopify enforces and the preview relies on. */
export function schemaShapeProblem(schema: unknown): string | undefined {
  if (!isPlainObject(schema)) return 'the schema must be a JSON object';
  if (schema.name !== undefined && typeof schema.name !== 'string') return 'name must be text';
  const settingsProblem = checkSettings(schema.settings, 'section');
  if (settingsProblem) return settingsProblem;
  if (schema.blocks !== undefined) {
    if (!Array.isArray(schema.blocks)) return 'blocks must be a list';
    const types = new Set<string>();
    for (const [index, block] of schema.blocks.entries()) {
      if (!isPlainObject(block) || typeof block.type !== 'string' || block.type === '') return `block ${index + 1} must be an object with a type`;
      if (types.has(block.type)) return `block type "${block.type}" is declared twice`;
      types.add(block.type);
      const blockProblem = checkSettings(block.settings, `block "${block.type}"`);
      if (blockProblem) return blockProblem;
    }
  }
  if (schema.presets !== undefined) {
    if (!Array.isArray(schema.presets)) return 'presets must be a list';
    for (const [index, preset] of schema.presets.entries()) {
      if (!isPlainObject(preset)) return `preset ${index + 1} must be an object`;
      if (preset.blocks !== undefined && !Array.isArray(preset.blocks)) return `preset ${index + 1} blocks must be a list`;
      if (preset.settings !== undefined && !isPlainObject(preset.settings)) return `preset ${index + 1} settings must be an object`;
    }
  }
  return undefined;
}

/**
 * The section's `{% schema %}` JSON, or null when it has none. Throws a LiquidProblem (kind schema) for
 * several schema tags, invalid JSON (with the line in the file) or a schema of the wrong shape.
 */
export function readSectionSchema(code: string): SectionSchemaJson | null {
  const matches = [...code.matchAll(SCHEMA_BLOCK)];
  if (matches.length === 0) return null;
  if (matches.length > 1) {
    throw new LiquidProblem('schema', lineAt(code, matches[1].index ?? 0), 'a section can have only one {% schema %} tag');
  }
  const match = matches[0];
  const json = match[1];
  const jsonStart = (match.index ?? 0) + match[0].indexOf(json, match[0].indexOf('%}') + 2);
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    const problem = jsonProblem(json) ?? { offset: 0, reason: 'unreadable JSON' };
    throw new LiquidProblem('schema', lineAt(code, jsonStart + problem.offset), `the JSON is not valid (${problem.reason})`);
  }
  const problem = schemaShapeProblem(parsed);
  if (problem) throw new LiquidProblem('schema', lineAt(code, jsonStart), problem);
  return parsed as SectionSchemaJson;
}
