export { AlertBanner, type AlertBannerProps } from './alert-banner';
export { Button, type ButtonProps } from './button';
export { Dialog, type DialogProps } from './dialog';
export { SidePanel, type SidePanelProps } from './side-panel';
export { ErrorBoundary, SomethingWentWrong, type ErrorBoundaryProps } from './error-boundary';
export { NoIndex, PageMeta, formatPageTitle, SITE_NAME, type PageMetaProps } from './page-meta';
export { Spinner, FullPageSpinner, type SpinnerProps } from './spinner';
export { TextAreaField, TextField, type TextAreaFieldProps, type TextFieldProps } from './text-field';
export { browser } from './browser';
export {
  ToastProvider,
  useToast,
  createNotification,
  TOAST_DURATIONS,
  type Notification,
  type ToastApi,
  type ToastDurations,
  type ToastInput,
  type ToastLinkComponent,
  type ToastProviderProps,
  type ToastType,
} from './toast';
export {
  APPEARANCE_KEYS,
  DEFAULT_APPEARANCE,
  LANGUAGES,
  LANGUAGE_LABELS,
  THEMES,
  THEME_LABELS,
  TIMEZONES,
  TIMEZONE_LABELS,
  applyStoredAppearance,
  applyTheme,
  formattersFor,
  readAppearance,
  resolvesToDark,
  saveAppearance,
  useAppearance,
  useFormatters,
  type Appearance,
  type Formatters,
  type Language,
  type Theme,
  type Timezone,
} from './appearance';
export { SandboxedPreview, PREVIEW_SANDBOX, type SandboxedPreviewProps } from './sandboxed-preview';
export { LazyCodeEditor, PlainCodeEditor, type CodeEditorProps, type CodeSelection } from './code-editor';
export { VariableField, type VariableFieldProps, type VariableFieldVariable } from './variable-field';
export { allVariableValuesValid, listShapeOf, variableValueProblem, type ListShape } from './variable-value.rules';
export { PreviewStage, PREVIEW_DEVICE_SIZES, type PreviewDevice, type PreviewStageLabels, type PreviewStageProps } from './preview-stage';
export { DESKTOP_PREVIEW_WIDTH, fitPreview, PREVIEW_PANE_GUTTER, type PreviewFit } from './preview-fit';
export { Thumbnail } from './thumbnail';
export { IconSprite, SpriteIcon } from './sprite-icon';
export { LiquidLivePreview, LIVE_PREVIEW_DEBOUNCE_MS, renderLiquidPreview } from './liquid-live-preview';
export { Tabs, tabFrom, type TabItem, type TabsProps } from './tabs';
export { EmptyState, ErrorState, LoadingState, PageFallback, RemotePage, type EmptyStateProps, type ErrorStateProps, type LoadingStateProps } from './states';
export { PageHeader, type PageHeaderProps } from './page-header';
