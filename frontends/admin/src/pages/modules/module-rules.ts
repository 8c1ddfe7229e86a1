/**
 * The module list's and module editor's screen rules (doc 3 §2, §4, §5). The template rules themselves
 * (placeholders, auto-variable, original-mode conversion, rename/delete, final code) are
 * @liquify/template-engine's; this file only wires them to the editor's state.
 */
import { DEFAULT_MODULE_CATEGORY, normaliseCategory } from '@liquify/contracts';
import {
  convertLegacyToModern,
  finalCodeFromTemplate,
  hasLiquidCode,
  isPlaceholderName,
  normaliseOptions,
  renameVariable,
  scanForNewVariables,
  scanPlaceholders,
  templateAfterCodeEdit,
  uniqueVariableName,
  validateVariable,
  VariableEditError,
  VariableEditErrorCode,
  type TemplateVariable,
  type VariableType,
} from '@liquify/template-engine';
import type { AdminModule, ModulePayload } from '../../api/modules';

export const MODULE_DELETE_CONFIRMATION = 'Êtes-vous sûr de vouloir supprimer ce module ?';

export const MODULE_STATUS_LABELS: Record<string, { label: string; tone: string }> = {
  published: { label: 'Published', tone: 'bg-green-100 text-green-800' },
  draft: { label: 'Draft', tone: 'bg-amber-100 text-amber-800' },
  archived: { label: 'Archived', tone: 'bg-slate-200 text-slate-700' },
};


// ------------------------------------------------------------------ editor

export type EditorMode = 'original' | 'edit' | 'preview';
export const EDITOR_MODES: ReadonlyArray<{ mode: EditorMode; label: string }> = [
  { mode: 'original', label: 'Code Original' },
  { mode: 'edit', label: 'Mode Édition' },
  { mode: 'preview', label: 'Aperçu' },
];

export const MODULE_EDITOR_MESSAGES = {
  titleAndDescriptionRequired: 'Titre et description requis',
  loadFailed: 'Impossible de charger le module',
  saveFailed: 'Erreur lors de la sauvegarde',
  invalidName: 'Nom invalide : une lettre ou _ puis des lettres, chiffres ou _',
  nameTaken: 'Une variable porte déjà ce nom',
} as const;

/** The module's fields edited in the left panel. */
export interface ModuleDetails {
  title: string;
  description: string;
  longDescription: string;
  slug: string;
  /** A category of the list, or '' with `customCategory` typed in. */
  category: string;
  customCategory: string;
  tags: string;
  thumbnail: string;
  demoUrl: string;
  featured: boolean;
  /** The editor exposes only Publié or Brouillon (doc 3 §4); an archived module keeps its status. */
  status: 'draft' | 'published' | 'archived';
  /** Not edited here; sent back as loaded. */
  images: string[];
}

export interface EditorContent {
  /** The template: `${name}` placeholders (what edit mode shows). */
  template: string;
  variables: TemplateVariable[];
}

export const NEW_MODULE_DETAILS: ModuleDetails = {
  title: '',
  description: '',
  longDescription: '',
  slug: '',
  category: DEFAULT_MODULE_CATEGORY,
  customCategory: '',
  tags: '',
  thumbnail: '',
  demoUrl: '',
  featured: false,
  status: 'draft',
  images: [],
};

export function detailsOf(module: AdminModule): ModuleDetails {
  return {
    title: module.title,
    description: module.description,
    longDescription: module.longDescription ?? '',
    slug: module.slug,
    category: module.category || DEFAULT_MODULE_CATEGORY,
    customCategory: '',
    tags: module.tags.join(', '),
    thumbnail: module.thumbnail ?? '',
    demoUrl: module.demoUrl ?? '',
    featured: module.featured,
    status: module.status,
    images: module.images ?? [],
  };
}

const asVariable = (v: AdminModule['variables'][number]): TemplateVariable => ({
  id: v.id,
  name: v.name,
  label: v.label,
  type: v.type as VariableType,
  defaultValue: v.defaultValue,
  ...(v.description ? { description: v.description } : {}),
  ...(v.options ? { options: v.options } : {}),
});

/**
 * What the editor edits for a stored module: its template (the code itself when it has none) with its
 * stored variables. Legacy `{type:label:value}` placeholders are converted to `${name}` first (editing is
 * done on modern templates), each stored variable following its placeholder's new name.
 */
export function contentOf(module: Pick<AdminModule, 'templateCode' | 'code' | 'variables'>): EditorContent {
  const source = module.templateCode || module.code || '';
  const stored = (module.variables ?? []).map(asVariable);
  if (!scanPlaceholders(source).some((token) => token.kind === 'legacy')) return { template: source, variables: stored };
  const legacyLabels = new Set(scanPlaceholders(source).flatMap((token) => (token.kind === 'legacy' ? [token.label] : [])));
  const modern = convertLegacyToModern(source);
  const used = new Set<TemplateVariable>();
  const variables = modern.variables.map((converted) => {
    // A legacy variable was stored under its label; a modern one under its name.
    const match = stored.find((v) => v.name === converted.name) ?? (legacyLabels.has(converted.label) ? stored.find((v) => v.name === converted.label) : undefined);
    if (!match) return converted;
    used.add(match);
    return { ...match, name: converted.name };
  });
  for (const variable of stored) if (!used.has(variable) && !variables.some((v) => v.name === variable.name)) variables.push(variable);
  return { template: modern.template, variables };
}

/** The text the code editor shows in a mode: original mode shows the code with the default values (doc 3 §4). */
export function codeShownIn(mode: EditorMode, content: EditorContent): string {
  return mode === 'edit' ? content.template : finalCodeFromTemplate(content.template, content.variables);
}

/**
 * The template after the code editor changed in a mode. In original mode only the stretch edited changes:
 * the placeholders around it stay, and text typed stays text even when it equals a default (issue #25 item 1).
 */
export function templateAfterChange(mode: EditorMode, text: string, content: EditorContent): string {
  return mode === 'original' ? templateAfterCodeEdit(content.template, content.variables, text) : text;
}

/** The editor's content with the variables found in pasted code still awaiting the admin's review (their ids). */
export interface ScannedContent {
  content: EditorContent;
  detected: string[];
}

/**
 * Code typed or pasted, scanned (issue #25 item 1): every placeholder no variable covers, in either syntax,
 * becomes a variable (legacy ones rewritten as `${name}`), listed as detected for review. A detected
 * variable whose placeholder is no longer in the template leaves again (typing `${ab}` passes by `${a}`).
 */
export function scanContent(template: string, variables: readonly TemplateVariable[], detected: readonly string[] = []): ScannedContent {
  const used = new Set(scanPlaceholders(template).flatMap((token) => (token.kind === 'modern' ? [token.name] : [])));
  const gone = new Set(variables.filter((v) => detected.includes(v.id) && !used.has(v.name)).map((v) => v.id));
  const kept = variables.filter((v) => !gone.has(v.id));
  const scanned = scanForNewVariables(template, kept);
  // Ids stay unique: a renamed variable keeps its old id, which a new placeholder of that name would take.
  const ids = new Set(kept.map((v) => v.id));
  const added = scanned.added.map((v) => {
    const id = uniqueVariableName(v.id, ids);
    ids.add(id);
    return id === v.id ? v : { ...v, id };
  });
  return {
    content: { template: scanned.template, variables: [...kept, ...added] },
    detected: [...detected.filter((id) => !gone.has(id) && kept.some((v) => v.id === id)), ...added.map((v) => v.id)],
  };
}

/** The content after the code editor changed in a mode, scanned for new placeholders. */
export function contentAfterChange(mode: EditorMode, text: string, current: ScannedContent): ScannedContent {
  return scanContent(templateAfterChange(mode, text, current.content), current.content.variables, current.detected);
}

export function lineCount(text: string): number {
  return text === '' ? 0 : text.split(/\r\n|\r|\n/).length;
}

/** The category sent: the custom one (trimmed, lowercased) when typed, else the chosen one, else header (doc 3 §5). */
export function categoryOf(details: Pick<ModuleDetails, 'category' | 'customCategory'>): string {
  const custom = normaliseCategory(details.customCategory);
  return custom || normaliseCategory(details.category) || DEFAULT_MODULE_CATEGORY;
}

/** Tags typed comma-separated: trimmed, blanks and repeats dropped. */
export function tagsOf(text: string): string[] {
  return [...new Set(text.split(',').map((t) => t.trim()).filter(Boolean))];
}

export type PayloadResult = { ok: true; payload: ModulePayload } | { ok: false; error: string };

/**
 * The save payload (doc 3 §4, §5, §7): title and description required ('Titre et description requis');
 * code = the template with each placeholder replaced by its default; hasLiquidCode when a variable exists.
 */
export function modulePayload(details: ModuleDetails, content: EditorContent): PayloadResult {
  const title = details.title.trim();
  const description = details.description.trim();
  if (!title || !description) return { ok: false, error: MODULE_EDITOR_MESSAGES.titleAndDescriptionRequired };
  return {
    ok: true,
    payload: {
      title,
      description,
      longDescription: details.longDescription,
      ...(details.slug.trim() ? { slug: details.slug.trim() } : {}),
      category: categoryOf(details),
      tags: tagsOf(details.tags),
      code: finalCodeFromTemplate(content.template, content.variables),
      templateCode: content.template,
      thumbnail: details.thumbnail.trim(),
      demoUrl: details.demoUrl.trim(),
      featured: details.featured,
      status: details.status,
      hasLiquidCode: hasLiquidCode(content.variables),
      images: details.images,
      variables: content.variables.map((v) => ({
        id: v.id,
        name: v.name,
        label: v.label,
        type: v.type,
        defaultValue: v.defaultValue,
        description: v.description ?? '',
        ...(v.type === 'select' ? { options: v.options ?? [] } : {}),
      })),
    },
  };
}

// ------------------------------------------------------------------ variable modal

/** The variable modal's fields; options are typed one per line. */
export interface VariableForm {
  name: string;
  label: string;
  type: VariableType;
  defaultValue: string;
  description: string;
  options: string;
}

export const formOfVariable = (v: TemplateVariable): VariableForm => ({
  name: v.name,
  label: v.label,
  type: v.type,
  defaultValue: v.defaultValue,
  description: v.description ?? '',
  options: (v.options ?? []).join('\n'),
});

export type VariableSaveResult = { ok: true; content: EditorContent; variable: TemplateVariable } | { ok: false; error: string };

function variableOfForm(form: VariableForm, id: string): TemplateVariable {
  const options = normaliseOptions(form.options);
  return {
    id,
    name: form.name.trim(),
    label: form.label.trim(),
    type: form.type,
    defaultValue: form.defaultValue,
    ...(form.description.trim() ? { description: form.description.trim() } : {}),
    ...(form.type === 'select' ? { options } : {}),
  };
}

/**
 * Saves the modal (doc 3 §4, §5): name and label required ('Nom et libellé requis'); a new variable is
 * added (its placeholder is inserted by the caller); an existing one is updated and, when its name
 * changed, its placeholders are renamed.
 */
export function saveVariable(content: EditorContent, editing: TemplateVariable | null, form: VariableForm): VariableSaveResult {
  const required = validateVariable(form);
  if (required) return { ok: false, error: required };
  const name = form.name.trim();
  if (!editing) {
    if (!isPlaceholderName(name)) return { ok: false, error: MODULE_EDITOR_MESSAGES.invalidName };
    if (content.variables.some((v) => v.name === name)) return { ok: false, error: MODULE_EDITOR_MESSAGES.nameTaken };
    const variable = variableOfForm(form, `var_${name}`);
    return { ok: true, variable, content: { template: content.template, variables: [...content.variables, variable] } };
  }
  let renamed: EditorContent;
  try {
    renamed = renameVariable(content.template, content.variables, editing.name, name);
  } catch (error) {
    if (error instanceof VariableEditError) {
      return { ok: false, error: error.code === VariableEditErrorCode.NameTaken ? MODULE_EDITOR_MESSAGES.nameTaken : MODULE_EDITOR_MESSAGES.invalidName };
    }
    throw error;
  }
  const variable = variableOfForm(form, editing.id);
  return { ok: true, variable, content: { template: renamed.template, variables: renamed.variables.map((v) => (v.id === editing.id ? variable : v)) } };
}

/** The question asked before a variable is deleted (issue #25 item 9). */
export function variableDeleteQuestion(variable: Pick<TemplateVariable, 'name' | 'defaultValue'>): string {
  const value = variable.defaultValue === '' ? 'rien (sa valeur par défaut est vide)' : `sa valeur par défaut « ${variable.defaultValue} »`;
  return `Supprimer la variable « ${variable.name} » ? Chacun de ses placeholders sera remplacé par ${value}.`;
}

/** 'Sauvegardé à {time}' */
export function savedAtLabel(date: Date): string {
  return `Sauvegardé à ${date.toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit', second: '2-digit' })}`;
}
