import { guessTypeFromName } from './guess-type.util';
import { scanPlaceholders } from './placeholder.util';
import type { TemplateVariable } from './template-engine.types';
import {
  generatedVariableName,
  isPlaceholderName,
  labelFromName,
  uniqueVariableName,
  variableIdFor,
} from './variable-name.util';

/**
 * The variables a template uses, in first-seen order, one per name.
 *
 * - `${name}`: kept only when `isPlaceholderName(name)` (not a hex colour, CSS unit or keyword, nor an
 *   expression like `fn()`, `a + b`, `obj.prop`). Type from `guessTypeFromName`, label from the name,
 *   empty default.
 * - `{type:label:value}` (legacy): keyed by its trimmed label, with its own type, label and default.
 *   `modernName` is the label under the spec's name rule, made unique against the template's modern
 *   names and the other modernNames, for `convertLegacyToModern`.
 * - Liquid (`{{ ... }}`, `{% ... %}`) and CSS blocks are never variables.
 *
 * Ids are stable: `var_<name>` (`var_<modernName>` for legacy placeholders), so the same template
 * always yields the same ids and adding a variable does not change the others'.
 */
export function extractVariables(template: string): TemplateVariable[] {
  const tokens = scanPlaceholders(String(template ?? ''));
  const takenNames = new Set<string>();
  for (const token of tokens) {
    if (token.kind === 'modern' && isPlaceholderName(token.name)) takenNames.add(token.name);
  }

  const variables: TemplateVariable[] = [];
  const seen = new Set<string>();
  for (const token of tokens) {
    if (token.kind === 'modern') {
      if (!isPlaceholderName(token.name) || seen.has(token.name)) continue;
      seen.add(token.name);
      variables.push({
        id: variableIdFor(token.name),
        name: token.name,
        label: labelFromName(token.name),
        type: guessTypeFromName(token.name),
        defaultValue: '',
      });
      continue;
    }
    if (seen.has(token.label)) continue;
    seen.add(token.label);
    const modernName = uniqueVariableName(generatedVariableName(token.label, token.type), takenNames);
    takenNames.add(modernName);
    variables.push({
      id: variableIdFor(modernName),
      name: token.label,
      modernName,
      label: token.label,
      type: token.type,
      defaultValue: token.defaultValue,
    });
  }
  return variables;
}

/** Stored variables when there are any, else those extracted from the template (spec doc 2 §3). */
export function resolveVariables(
  template: string,
  storedVariables: readonly TemplateVariable[] | null | undefined,
): TemplateVariable[] {
  return storedVariables && storedVariables.length > 0 ? [...storedVariables] : extractVariables(template);
}
