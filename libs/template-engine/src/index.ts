export type {
  TemplateEdit,
  TemplateValue,
  TemplateValues,
  TemplateVariable,
  VariableDraft,
  VariableType,
} from './template-engine.types';
export * from './template-engine.const';
export { VariableEditError, VariableEditErrorCode } from './template-engine.error';
export { extractVariables, resolveVariables } from './extract-variables.util';
export { guessTypeFromName, guessTypeFromValue } from './guess-type.util';
export { renderTemplate, renderParts, renderValue, finalCodeFromTemplate, type RenderedPart } from './render-template.util';
export { templateAfterCodeEdit } from './code-edit.util';
export { scanForNewVariables, typeFromContext, type ScannedPlaceholders } from './placeholder-scan.util';
export { placeholderContext } from './placeholder-context.util';
export { nameFromContext, contextualName } from './context-name.util';
export { htmlContexts, type HtmlContext } from './html-context.util';
export { escapeForContext, escapeHtmlText, escapeAttribute, escapeCss, escapeJsString, safeUrl } from './escape-by-context.util';
export {
  scanPlaceholders,
  replacePlaceholders,
  placeholderFor,
  type PlaceholderToken,
} from './placeholder.util';
export {
  toVariableName,
  generatedVariableName,
  uniqueVariableName,
  isPlaceholderName,
  looksLikeHexColour,
  labelFromName,
  variableIdFor,
} from './variable-name.util';
export {
  variableFromSelection,
  selectionButtonLabel,
  insertVariableAtSelection,
  templateFromOriginalCode,
  renameVariable,
  deleteVariable,
  hasLiquidCode,
  normaliseOptions,
  validateVariable,
} from './editor-operations.util';
export { convertLegacyToModern, type ModernizedTemplate } from './legacy-conversion.util';
export {
  parseCssLength,
  formatCssLength,
  clampCssLengthValue,
  sliderMaxFor,
  sliderPosition,
  withCssLengthValue,
  type CssLength,
  type CssLengthKind,
} from './css-length.util';
export {
  clampZoom,
  zoomIn,
  zoomOut,
  zoomFromWheel,
  characterCount,
  showsCharacterCount,
} from './preview.util';
export { knownCustomValues, mergeTemplateUpdate, variablesOf, type MergeValue, type TemplateMerge, type TemplateVersionParts } from './template-merge.util';
