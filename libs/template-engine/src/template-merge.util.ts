import { extractVariables } from './extract-variables.util';
import { finalCodeFromTemplate } from './render-template.util';
import type { TemplateVariable } from './template-engine.types';

/*
 * "Update available" (the library keeps the catalogue version an entry was made from): the merge of a
 * user's customisation into a newer template. Template logic, so it lives with the template engine.
 */

export type MergeValue = string | number | boolean | null;

export interface TemplateVersionParts {
  templateCode: string;
  variables: readonly TemplateVariable[];
}

export interface TemplateMerge {
  templateCode: string;
  variables: TemplateVariable[];
  /** The user's values carried over by variable name; new variables are absent (they render at their defaults). */
  customValues: Record<string, MergeValue>;
  /** The final code of the merged version. */
  code: string;
  kept: string[];
  added: string[];
  removed: string[];
}

/** The variables of a template: stored ones, else extracted from the template (doc 2 §3). */
export function variablesOf(parts: TemplateVersionParts): TemplateVariable[] {
  return parts.variables.length > 0 ? [...parts.variables] : extractVariables(parts.templateCode);
}

/**
 * "Update available" merge: the new template, the user's values carried over by variable name, new
 * variables at their defaults, removed ones dropped (with their values). A value equal to the OLD default
 * is not a customisation: it is dropped so the variable takes the NEW default.
 */
export function mergeTemplateUpdate(current: TemplateVersionParts & { customValues: Readonly<Record<string, MergeValue | undefined>> }, next: TemplateVersionParts): TemplateMerge {
  const oldVariables = new Map(variablesOf(current).map((v) => [v.name, v]));
  const newVariables = variablesOf(next);
  const newNames = new Set(newVariables.map((v) => v.name));
  const customValues: Record<string, MergeValue> = {};
  const kept: string[] = [];
  const added: string[] = [];
  for (const variable of newVariables) {
    const old = oldVariables.get(variable.name);
    if (!old) {
      added.push(variable.name);
      continue;
    }
    kept.push(variable.name);
    const value = current.customValues[variable.name];
    if (value === undefined || value === null || value === '') continue;
    if (String(value) === old.defaultValue && old.defaultValue !== variable.defaultValue) continue;
    customValues[variable.name] = value;
  }
  const removed = [...oldVariables.keys()].filter((name) => !newNames.has(name));
  return {
    templateCode: next.templateCode,
    variables: newVariables,
    customValues,
    code: finalCodeFromTemplate(next.templateCode, newVariables, customValues),
    kept,
    added,
    removed,
  };
}

/** Keeps only the values of known variables (a stale client may send names the template no longer has). */
export function knownCustomValues(values: Readonly<Record<string, MergeValue | undefined>>, variables: readonly TemplateVariable[]): Record<string, MergeValue> {
  const names = new Set(variables.map((v) => v.name));
  const result: Record<string, MergeValue> = {};
  for (const [name, value] of Object.entries(values)) {
    if (names.has(name) && value !== undefined) result[name] = value;
  }
  return result;
}
