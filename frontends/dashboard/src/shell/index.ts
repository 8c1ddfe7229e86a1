/**
 * What every page of the dashboard remote uses from the shell (this folder):
 * - `useToast()` -> `toast.success|error|warning|info(title, message?, { actionLink? })`; durations
 *   5 s / 8 s / 6 s / 4 s (TOAST_DURATIONS), closable; `shortTitle()` cuts titles over 30 characters.
 * - `useUpgradeDialog().open('modules' | 'sections' | 'stores' | 'overview')` opens the upgrade dialog.
 * - `usePlan()` (the user's plan with the spec's retries), `useUsage()` (modules / sections / stores
 *   against the plan's limits: usageStatus() levels 'Available' / 'Near limit' / 'Limit reached').
 * - `PageHeader` (title, search focused by Cmd/Ctrl+K, filter, view modes, stats), `QuotaInfo`, `UsageBar`.
 * - Query keys for every list: src/api/query-keys.ts.
 */
export { useToast, TOAST_DURATIONS, type ToastApi, type ToastInput, type ToastType } from './toast';
export { useUpgradeDialog, type UpgradeDialogApi } from './upgrade-dialog';
export { usePlan, allowedIds, type UserPlan } from './plan';
export { useUsage, type Usage } from './use-usage';
export { usageStatus, limitReachedMessage, formatLimit, KIND_LABEL, type QuotaKind, type UpgradeKind, type UsageStatus } from './usage';
export { PageHeader, ViewToggle, type PageHeaderProps, type ViewMode } from './PageHeader';
export { QuotaInfo } from './QuotaInfo';
export { UsageBar } from './UsageBar';
export { shortTitle, referralCode } from './format';
export { useLibraryModules, useLibrarySections, useStoreList } from './library-queries';
