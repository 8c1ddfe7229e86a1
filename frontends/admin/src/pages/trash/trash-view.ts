/** What the trash screen shows, as plain functions (French labels, like the module screens). */
import { TRASH_KINDS, type TrashedItem, type TrashKind } from '@liquify/contracts';

export const TRASH_KIND_LABELS: Record<TrashKind, string> = { module: 'Modules', section: 'Sections', plan: 'Plans', faq: 'FAQ' };
export const TRASH_KIND_SINGULAR: Record<TrashKind, string> = { module: 'Module', section: 'Section', plan: 'Plan', faq: 'Question FAQ' };

/** "30 jours restants", "1 jour restant", "Suppression imminente" once due (the purge runs hourly). */
export function daysLeftLabel(daysLeft: number): string {
  if (daysLeft <= 0) return 'Suppression imminente';
  return daysLeft === 1 ? '1 jour restant' : `${daysLeft} jours restants`;
}

/** Items grouped by kind, in the fixed kind order, newest deletion first within a kind; empty kinds left out. */
export function groupByKind(items: readonly TrashedItem[]): { kind: TrashKind; items: TrashedItem[] }[] {
  return TRASH_KINDS.map((kind) => ({
    kind,
    items: items.filter((item) => item.kind === kind).sort((a, b) => b.trashedAt.localeCompare(a.trashedAt) || a._id.localeCompare(b._id)),
  })).filter((group) => group.items.length > 0);
}

/** The kind filter: '' shows every kind. */
export function itemsOfKind(items: readonly TrashedItem[], kind: TrashKind | ''): TrashedItem[] {
  return kind ? items.filter((item) => item.kind === kind) : [...items];
}

export const formatTrashedAt = (iso: string) => new Date(iso).toLocaleDateString('fr-FR', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

export const restoredMessage = (item: Pick<TrashedItem, 'title'>) => `« ${item.title} » a été restauré`;
