/**
 * Plain TypeScript contracts of the template engine. They carry no runtime validation on purpose:
 * `@liquify/contracts` mirrors them with zod schemas for the wire.
 */

/** Every variable type the template engine knows: the contract's list (libs/contracts). */
export type { VariableType } from '@liquify/contracts/rules';
import type { VariableType } from '@liquify/contracts';

/** A variable of a module or section template. */
export interface TemplateVariable {
  id: string;
  /** Key of the variable: the `name` of `${name}`, or the label of a legacy `{type:label:value}` placeholder. */
  name: string;
  /** For legacy placeholders only: the normalised, collision-free name the placeholder gets as `${modernName}`. */
  modernName?: string;
  label: string;
  type: VariableType;
  defaultValue: string;
  description?: string;
  /** Choices of a `select` variable. */
  options?: string[];
}

/** A value a store owner (or admin preview) gives to a variable. */
export type TemplateValue = string | number | boolean | null | undefined;

/** Custom values keyed by variable name. */
export type TemplateValues = Readonly<Record<string, TemplateValue>>;

/** What the editor proposes when a selection is turned into a variable. */
export interface VariableDraft {
  name: string;
  label: string;
  type: VariableType;
  defaultValue: string;
}

/** Result of the editor operations that change a template together with its variables. */
export interface TemplateEdit {
  template: string;
  variables: TemplateVariable[];
}
