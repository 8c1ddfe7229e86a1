import type { CatalogueVariableInput } from '@liquify/contracts';
import { finalCodeFromTemplate, hasLiquidCode, type TemplateVariable, type VariableType } from '@liquify/template-engine';
import type { StoredVariable } from './module.schema';

export interface ModuleContentInput {
  code?: string;
  templateCode?: string;
  variables?: CatalogueVariableInput[];
}

export interface ModuleContent {
  templateCode: string;
  code: string;
  variables: StoredVariable[];
  hasLiquidCode: boolean;
}

export function toStoredVariable(variable: CatalogueVariableInput): StoredVariable {
  return {
    id: variable.id,
    name: variable.name,
    label: variable.label,
    type: variable.type,
    defaultValue: variable.defaultValue,
    description: variable.description,
    ...(variable.options ? { options: variable.options } : {}),
  };
}

const asTemplateVariable = (variable: StoredVariable): TemplateVariable => ({ ...variable, type: variable.type as VariableType });

/**
 * What a module save stores (spec doc 3 §4): the template (`templateCode`, with `${name}` placeholders)
 * and its variables as given; `code`, the template with each placeholder replaced by its variable's
 * default value; `hasLiquidCode`, true when at least one variable exists.
 *
 * - A save with `templateCode` uses it; a save with only `code` takes that code as the template.
 * - On an update, what is not sent is kept from `current`.
 * - Variables are never guessed from the template: a `${...}` without a declared variable (a JS
 *   template literal, say) is left exactly as written.
 */
export function moduleContent(input: ModuleContentInput, current?: Pick<ModuleContent, 'templateCode' | 'variables'>): ModuleContent {
  const templateCode = input.templateCode !== undefined && (input.templateCode !== '' || input.code === undefined) ? input.templateCode : (input.code ?? current?.templateCode ?? '');
  const variables = input.variables !== undefined ? input.variables.map(toStoredVariable) : (current?.variables ?? []);
  const code = finalCodeFromTemplate(templateCode, variables.map(asTemplateVariable));
  return { templateCode, code, variables, hasLiquidCode: hasLiquidCode(variables.map(asTemplateVariable)) };
}

/** True when a save touches the code or its variables. */
export const touchesContent = (input: ModuleContentInput) => input.code !== undefined || input.templateCode !== undefined || input.variables !== undefined;
