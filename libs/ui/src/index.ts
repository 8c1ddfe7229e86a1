// The light part (no Radix, no overlays) is also its own entry, @liquify/ui/core (core.ts), for first loads.
export * from '@liquify/ui/core';
export { Dialog, type DialogProps } from './dialog';
export { SidePanel, type SidePanelProps } from './side-panel';
export { SandboxedPreview, PREVIEW_SANDBOX, type SandboxedPreviewProps } from './sandboxed-preview';
export { LazyCodeEditor, PlainCodeEditor, type CodeEditorProps, type CodeSelection } from './code-editor';
export { VariableField, type VariableFieldProps, type VariableFieldVariable } from './variable-field';
export { allVariableValuesValid, listShapeOf, variableValueProblem, type ListShape } from './variable-value.rules';
export { PreviewStage, PREVIEW_DEVICE_SIZES, type PreviewDevice, type PreviewStageLabels, type PreviewStageProps } from './preview-stage';
export { DESKTOP_PREVIEW_WIDTH, fitPreview, PREVIEW_PANE_GUTTER, type PreviewFit } from './preview-fit';
export { LiquidLivePreview, LIVE_PREVIEW_DEBOUNCE_MS, renderLiquidPreview } from './liquid-live-preview';
export { Tabs, tabFrom, type TabItem, type TabsProps } from './tabs';
