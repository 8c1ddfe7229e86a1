import { extractVariables } from './extract-variables.util';
import { placeholderFor, replacePlaceholders } from './placeholder.util';
import type { TemplateValue, TemplateValues, TemplateVariable } from './template-engine.types';

export interface ModernizedTemplate {
  /** The template with every legacy `{type:label:value}` written as `${modernName}`. */
  template: string;
  /** The template's variables, legacy ones renamed to their modernName (id, label, type, default kept). */
  variables: TemplateVariable[];
  /** The custom values, re-keyed from legacy labels to the modern names. */
  customValues: Record<string, TemplateValue>;
}

/**
 * Converts a template with legacy placeholders to modern ones, using each legacy variable's
 * `modernName`. A `$` written before a legacy placeholder stays (`${number:Price:29}` -> `$${price}`).
 * Modern placeholders and everything else are left as written.
 */
export function convertLegacyToModern(
  template: string,
  customValues: TemplateValues = {},
): ModernizedTemplate {
  const variables = extractVariables(template);
  const modernNameOf = new Map<string, string>();
  for (const variable of variables) {
    if (variable.modernName) modernNameOf.set(variable.name, variable.modernName);
  }

  const converted = replacePlaceholders(template, (token) => {
    if (token.kind !== 'legacy') return undefined;
    return token.prefix + placeholderFor(modernNameOf.get(token.label) ?? token.label);
  });

  const modernVariables = variables.map((variable) => {
    if (!variable.modernName) return variable;
    const { modernName, ...rest } = variable;
    return { ...rest, name: modernName };
  });

  const rekeyed = Object.entries(customValues ?? {}).map(([key, value]): [string, TemplateValue] => [
    modernNameOf.get(key) ?? key,
    value,
  ]);

  return { template: converted, variables: modernVariables, customValues: Object.fromEntries(rekeyed) };
}
