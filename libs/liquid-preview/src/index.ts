/**
 * Shopify-flavoured Liquid for previews, shared by the catalogue service (syntax checks, the public
 * section preview route) and the dashboard's section editor (live preview of the user's edited code,
 * in the browser). No Node APIs: it runs in both.
 */
export { createShopifyLiquid, parseTemplate, DEFAULT_MEMORY_LIMIT, DEFAULT_PARSE_LIMIT, DEFAULT_RENDER_LIMIT_MS, type ShopifyLiquidOptions } from './shopify-liquid';
export { placeholderDataUrl, placeholderSvg, shopifyFilters } from './shopify-filters';
export { PREVIEW_MAX_HTML_LENGTH, previewGlobals, previewSection, renderSectionPreview, settingValue, type PreviewBlock } from './section-preview.util';
export { checkLiquidSyntax, containsLiquid, LiquidProblem, lineAt, readSectionSchema, schemaShapeProblem, type SectionSchemaJson } from './liquid-check.util';
export { jsonProblem, type JsonProblem } from './json-error.util';
export { applySettingDefaults, CUSTOMISABLE_SETTING_TYPES, knownSettingValues, SECTION_NAME_MAX_LENGTH, sectionFileWithDefaults, sectionName, settingDefault, type SettingValue } from './section-defaults.util';
export { BUNDLE_PREFIX, MODULE_SECTION_PREFIX, moduleSectionFile, moduleSnippet, REQUIRED_THEME_DIRECTORIES, TEMPLATE_MAX_SECTIONS, templateSection, themeBundleFiles, themeHandle, type BundleEntry, type ThemeBundle } from './theme-bundle.util';
