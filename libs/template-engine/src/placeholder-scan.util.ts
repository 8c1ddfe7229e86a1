import { guessTypeFromName } from './guess-type.util';
import { placeholderFor, replacePlaceholders, scanPlaceholders } from './placeholder.util';
import type { TemplateVariable, VariableType } from './template-engine.types';
import { isPlaceholderName, labelFromName, uniqueVariableName, variableIdFor } from './variable-name.util';
import { contextualName } from './context-name.util';
import { placeholderContext } from './placeholder-context.util';

/** CSS properties whose value is a colour, a size or a spacing. */
const COLOUR_PROPERTIES = /^(?:color|background|background-color|border-color|border|outline-color|fill|stroke|caret-color|accent-color|text-decoration-color|box-shadow)$/;
const SPACING_PROPERTIES = /^(?:padding|margin|gap|row-gap|column-gap)(?:-(?:top|right|bottom|left|inline|block)(?:-(?:start|end))?)?$/;
const SIZE_PROPERTIES = /^(?:font-size|line-height|letter-spacing|width|height|min-width|min-height|max-width|max-height|border-radius|border-width|top|right|bottom|left|inset|flex-basis)$/;

/** The type a placeholder's place suggests: a colour, size or spacing property; an image src; a link href. */
export function typeFromContext(template: string, start: number): VariableType | undefined {
  const { property, attribute } = placeholderContext(template, start);
  if (property) {
    if (COLOUR_PROPERTIES.test(property)) return 'color';
    if (SPACING_PROPERTIES.test(property)) return 'spacing';
    if (SIZE_PROPERTIES.test(property)) return 'size';
    return undefined;
  }
  if (attribute === 'src' || attribute === 'srcset' || attribute === 'poster') return 'image';
  if (attribute === 'href' || attribute === 'action') return 'url';
  return undefined;
}

export interface ScannedPlaceholders {
  /** The template with each legacy placeholder found written as `${name}` (a `$` before it kept). */
  template: string;
  /** One variable per placeholder no variable covered, in order of appearance. */
  added: TemplateVariable[];
}

/**
 * Pasted or imported code scanned for placeholders (issue #25 item 1): every placeholder in either syntax
 * that no variable of `variables` covers becomes a variable.
 *
 * - `${name}` (a name `isPlaceholderName` accepts): that name; its type from the name
 *   (`guessTypeFromName`), else from its place (`typeFromContext`: `color:${x}` is a colour, `src="${x}"`
 *   an image), else text; its label from the name; an empty default (the placeholder carries none).
 * - `{type:Label:default}` (legacy): its own type, label and default; its name from the label (the spec's
 *   name rule, made unique), and the placeholder is rewritten as `${name}` in the template. The same label
 *   seen again is the same variable. A legacy placeholder whose label is a variable's name is left alone.
 * - Expressions, hex colours, CSS units and keywords in `${...}`, Liquid and CSS blocks are not variables.
 */
export function scanForNewVariables(template: string, variables: readonly TemplateVariable[]): ScannedPlaceholders {
  const source = String(template ?? '');
  const known = new Set(variables.map((variable) => variable.name));
  const taken = new Set<string>(known);
  for (const token of scanPlaceholders(source)) if (token.kind === 'modern' && isPlaceholderName(token.name)) taken.add(token.name);

  const added: TemplateVariable[] = [];
  const addedNames = new Set<string>();
  const nameOfLabel = new Map<string, string>();

  const rewritten = replacePlaceholders(source, (token) => {
    if (token.kind === 'modern') {
      if (!isPlaceholderName(token.name) || known.has(token.name) || addedNames.has(token.name)) return undefined;
      addedNames.add(token.name);
      const byName = guessTypeFromName(token.name);
      added.push({
        id: variableIdFor(token.name),
        name: token.name,
        label: labelFromName(token.name),
        type: byName !== 'text' ? byName : (typeFromContext(source, token.start) ?? 'text'),
        defaultValue: '',
      });
      return undefined;
    }
    if (known.has(token.label)) return undefined;
    let name = nameOfLabel.get(token.label);
    if (name === undefined) {
      name = uniqueVariableName(contextualName(token.label, token.type, { template: source, from: token.start }), taken);
      taken.add(name);
      nameOfLabel.set(token.label, name);
      addedNames.add(name);
      added.push({ id: variableIdFor(name), name, label: token.label, type: token.type, defaultValue: token.defaultValue });
    }
    return token.prefix + placeholderFor(name);
  });
  return { template: rewritten, added };
}
