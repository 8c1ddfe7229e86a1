/** Pure rules of the module editor (doc 2 §2, §4, §5). */
import { SNIPPET_TOKEN_DISPLAY_LENGTH } from '@liquify/contracts/rules';

export type InlineEditOutcome = { kind: 'close' } | { kind: 'save'; value: string };

/**
 * Committing a click-to-edit field (Enter or blur): an empty (after trimming) or unchanged value just
 * closes the editor; anything else is saved trimmed.
 */
export function resolveInlineEdit(original: string, draft: string): InlineEditOutcome {
  const value = draft.trim();
  if (value === '' || value === original.trim()) return { kind: 'close' };
  return { kind: 'save', value };
}

/** The token id shown in the snippet dialog: its first 30 characters (doc 2 §2). */
export function displayToken(token: string): string {
  return token.length > SNIPPET_TOKEN_DISPLAY_LENGTH ? `${token.slice(0, SNIPPET_TOKEN_DISPLAY_LENGTH)}...` : token;
}

export type Values = Record<string, string | number | boolean | null>;

/** The value an editor shows: the custom value when set, else the variable's default. */
export function effectiveValue(values: Values, variable: { name: string; defaultValue: string }): string {
  const value = values[variable.name];
  return value === undefined || value === null || value === '' ? variable.defaultValue : String(value);
}

/** Whether the values differ from the saved ones (ignoring values equal to nothing set). */
export function valuesChanged(saved: Values, current: Values): boolean {
  const keys = new Set([...Object.keys(saved), ...Object.keys(current)]);
  const norm = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  for (const key of keys) if (norm(saved[key]) !== norm(current[key])) return true;
  return false;
}

export class InvalidSnippetResponse extends Error {
  constructor() {
    super('Invalid response from server');
  }
}

/** The 'Generation Failed' toast's message (doc 2 §8). */
export function snippetErrorMessage(error: unknown): string {
  if (error instanceof InvalidSnippetResponse) return 'Invalid response from server';
  const failure = error as { status?: number; serverMessage?: string } | null;
  if (failure?.serverMessage) return failure.serverMessage;
  if (typeof failure?.status === 'number') return `HTTP ${failure.status}: Unable to generate remote snippet`;
  return 'Failed to generate secure remote snippet';
}
