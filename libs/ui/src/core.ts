/**
 * `@liquify/ui/core`: the light part of the UI kit (no Radix, no overlays, no editors), shared as its own
 * module-federation singleton so a first load (the landing's /, the shell's frame, a dashboard list) fetches
 * only this. `@liquify/ui` re-exports all of it plus the overlays (dialogs, side panel, tabs) and the editors'
 * parts; code on a first load imports from here. The toasts' provider is here: what shows a toast (Radix
 * Toast) loads with the first one (toast.tsx).
 */
export { AlertBanner, type AlertBannerProps } from './alert-banner';
export { Button, type ButtonProps } from './button';
export { ErrorBoundary, SomethingWentWrong, type ErrorBoundaryProps } from './error-boundary';
export { NoIndex, PageMeta, formatPageTitle, SITE_NAME, type PageMetaProps } from './page-meta';
export { Spinner, FullPageSpinner, type SpinnerProps } from './spinner';
export { TextAreaField, TextField, type TextAreaFieldProps, type TextFieldProps } from './text-field';
export { browser } from './browser';
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
export { Thumbnail } from './thumbnail';
export { IconSprite, SpriteIcon } from './sprite-icon';
export { EmptyState, ErrorState, LoadingState, PageFallback, RemotePage, type EmptyStateProps, type ErrorStateProps, type LoadingStateProps } from './states';
export { PageHeader, type PageHeaderProps } from './page-header';
export {
  ToastProvider,
  loadToastViewport,
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
