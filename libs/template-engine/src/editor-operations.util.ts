import { escapeRegExp } from '@liquify/contracts/rules';
import { guessTypeFromValue } from './guess-type.util';
import { placeholderFor, replacePlaceholders } from './placeholder.util';
import {
  MAX_GENERATED_LABEL_LENGTH,
  SELECTION_LABEL_MAX_LENGTH,
  VARIABLE_REQUIRED_MESSAGE,
} from './template-engine.const';
import { VariableEditError, VariableEditErrorCode } from './template-engine.error';
import type { TemplateEdit, TemplateVariable, VariableDraft } from './template-engine.types';
import { isPlaceholderName, uniqueVariableName } from './variable-name.util';
import { contextualName } from './context-name.util';

const ELLIPSIS = '...';

/** Whitespace runs (line breaks included) as one space, trimmed. */
function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** First `max` code points of `text`, with `...` when something was cut. Never splits a surrogate pair. */
function truncate(text: string, max: number): string {
  const codePoints = Array.from(text);
  return codePoints.length > max ? codePoints.slice(0, max).join('') + ELLIPSIS : text;
}

function namesOf(variables: readonly TemplateVariable[]): Set<string> {
  const names = new Set<string>();
  for (const variable of variables) {
    names.add(variable.name);
    if (variable.modernName) names.add(variable.modernName);
  }
  return names;
}

/**
 * The variable proposed for a selection in edit mode (spec doc 3 §5 "Auto-variable from selection").
 * - name: lowercased, non-alphanumerics -> `_`, repeats collapsed, edges trimmed; `_2`, `_3`, ... when
 *   an existing variable has it; `variable` when nothing is left; prefixed with the type when it
 *   would not be found again as a placeholder and `context` (where the selection starts in the template)
 *   names nothing (`#ff0000` -> `color_ff0000`, `10px` -> `size_10px`). A selection that cannot be a name
 *   itself is named from its place first (issue #25 item 9): `background:#ff5500` -> `background`,
 *   `<dt>Prix :</dt><dd>50` -> `prix` (see `nameFromContext`).
 * - type: `guessTypeFromValue(selectedText)`.
 * - defaultValue: the selection exactly as selected, so the saved code does not change.
 * - label: the selection on one line, cut to 40 characters (the name when the selection is blank).
 */
export function variableFromSelection(
  selectedText: string,
  existingVariables: readonly TemplateVariable[] = [],
  context?: { template: string; from: number },
): VariableDraft {
  const text = String(selectedText ?? '');
  const type = guessTypeFromValue(text);
  const name = uniqueVariableName(contextualName(text, type, context), namesOf(existingVariables));
  const label = truncate(collapseWhitespace(text), MAX_GENERATED_LABEL_LENGTH) || name;
  return { name, label, type, defaultValue: text };
}

/** Text of the "make a variable" button: the selection on one line, cut to 20 characters (spec doc 3 §2). */
export function selectionButtonLabel(selectedText: string): string {
  return truncate(collapseWhitespace(String(selectedText ?? '')), SELECTION_LABEL_MAX_LENGTH);
}

function clampIndex(index: number, length: number): number {
  if (Number.isNaN(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), length);
}

/**
 * Replaces `template[start, end)` with `${variable.name}`. Offsets are UTF-16 indices (textarea
 * selection offsets), clamped to the template and swapped when reversed.
 */
export function insertVariableAtSelection(
  template: string,
  start: number,
  end: number,
  variable: Pick<TemplateVariable, 'name'>,
): string {
  const from = clampIndex(start, template.length);
  const to = clampIndex(end, template.length);
  const [left, right] = from <= to ? [from, to] : [to, from];
  return template.slice(0, left) + placeholderFor(variable.name) + template.slice(right);
}

/**
 * Template from the raw code of original mode (spec doc 3 §4): every occurrence of a variable's
 * default value becomes its `${name}` placeholder. One pass, longest defaults first, so a default
 * inside a longer one is not split and inserted placeholders are never rewritten. Empty and
 * whitespace-only defaults are skipped (they would match everywhere); when two variables share a
 * default the first listed wins; `${...}` already in the code is left alone.
 */
export function templateFromOriginalCode(code: string, variables: readonly TemplateVariable[]): string {
  const placeholderByDefault = new Map<string, string>();
  const candidates = variables
    .filter((variable) => typeof variable.defaultValue === 'string' && variable.defaultValue.trim() !== '')
    .sort((a, b) => b.defaultValue.length - a.defaultValue.length);
  for (const variable of candidates) {
    if (!placeholderByDefault.has(variable.defaultValue)) {
      placeholderByDefault.set(variable.defaultValue, placeholderFor(variable.name));
    }
  }
  if (placeholderByDefault.size === 0) return code;

  const defaults = [...placeholderByDefault.keys()].map(escapeRegExp).join('|');
  const pattern = new RegExp(String.raw`\$\{[^{}]*\}|${defaults}`, 'g');
  return code.replace(pattern, (match) => placeholderByDefault.get(match) ?? match);
}

/**
 * Renames a variable and its placeholders (spec doc 3 §4). Only exact `${oldName}` tokens change
 * (`${oldName_suffix}` does not); the variable keeps its id.
 * @throws VariableEditError `unknown_variable` when no variable is called `oldName`, `invalid_name`
 * when `${newName}` would not be found again by extraction, `name_taken` when another variable has it.
 */
export function renameVariable(
  template: string,
  variables: readonly TemplateVariable[],
  oldName: string,
  newName: string,
): TemplateEdit {
  if (!variables.some((variable) => variable.name === oldName)) {
    throw new VariableEditError(VariableEditErrorCode.UnknownVariable, `No variable is named "${oldName}"`);
  }
  if (newName === oldName) return { template, variables: [...variables] };
  if (!isPlaceholderName(newName)) {
    throw new VariableEditError(
      VariableEditErrorCode.InvalidName,
      `"${newName}" cannot be used as a variable name`,
    );
  }
  if (variables.some((variable) => variable.name === newName || variable.modernName === newName)) {
    throw new VariableEditError(VariableEditErrorCode.NameTaken, `A variable is already named "${newName}"`);
  }
  return {
    template: replacePlaceholders(template, (token) =>
      token.kind === 'modern' && token.name === oldName ? placeholderFor(newName) : undefined,
    ),
    variables: variables.map((variable) =>
      variable.name === oldName ? { ...variable, name: newName } : variable,
    ),
  };
}

/**
 * Deletes a variable (spec doc 3 §4): its placeholders (`${name}`, and legacy ones with that label)
 * are replaced by its default value and it leaves the list. Deleting an unknown name changes nothing.
 */
export function deleteVariable(
  template: string,
  variables: readonly TemplateVariable[],
  name: string,
): TemplateEdit {
  const variable = variables.find((candidate) => candidate.name === name);
  if (!variable) return { template, variables: [...variables] };
  const defaultValue = String(variable.defaultValue ?? '');
  return {
    template: replacePlaceholders(template, (token) => {
      if (token.kind === 'modern') return token.name === name ? defaultValue : undefined;
      return token.label === name ? token.prefix + defaultValue : undefined;
    }),
    variables: variables.filter((candidate) => candidate.name !== name),
  };
}

/** A module "has Liquid code" when at least one variable exists (spec doc 3 §4). */
export function hasLiquidCode(variables: readonly TemplateVariable[] | null | undefined): boolean {
  return Array.isArray(variables) && variables.length > 0;
}

/** Select options typed one per line: trimmed, blank lines dropped (spec doc 3 §5). */
export function normaliseOptions(text: string): string[] {
  return String(text ?? '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Variable modal check (spec doc 3 §5): "Nom et libellé requis" unless both name and label are filled in. */
export function validateVariable(variable: { name?: string | null; label?: string | null }): string | null {
  const filled = (text: string | null | undefined) => typeof text === 'string' && text.trim() !== '';
  return filled(variable.name) && filled(variable.label) ? null : VARIABLE_REQUIRED_MESSAGE;
}
