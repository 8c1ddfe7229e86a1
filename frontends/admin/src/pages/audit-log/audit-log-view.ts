/**
 * The audit log screen's pure rules (issue #25 item 10): the filters as the route's query, the labels, and
 * each entry's changes as rows a person reads.
 */
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  type AuditAction,
  type AuditEntity,
  type AuditLogEntry,
} from '@liquify/contracts';
import type { AuditLogRequest } from '../../api/audit-log';

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  user: 'Utilisateur',
  plan: 'Plan',
  'early-bird-code': 'Code Early Bird',
  module: 'Module',
  section: 'Section',
  ticket: 'Ticket',
  'ticket-note': 'Note de ticket',
  faq: 'Entrée FAQ',
  setting: 'Paramètre',
};
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Créé',
  update: 'Modifié',
  delete: 'Supprimé',
  restore: 'Restauré',
};
export const ENTITY_CHOICES = Object.fromEntries(AUDIT_ENTITY_TYPES.map((e) => [e, AUDIT_ENTITY_LABELS[e]]));
export const ACTION_CHOICES = Object.fromEntries(AUDIT_ACTIONS.map((a) => [a, AUDIT_ACTION_LABELS[a]]));

export type AuditFilter = 'entity' | 'action' | 'actor' | 'from' | 'to';
export const NO_AUDIT_FILTERS: Record<AuditFilter, string> = {
  entity: '',
  action: '',
  actor: '',
  from: '',
  to: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The route's query from the screen's state: `from` and `to` are UTC days (YYYY-MM-DD, the date inputs'
 * values), from the first instant of `from` to the last of `to`; a day that is not one is left out.
 */
export function auditRequestOf(
  state: { page: number; search?: string } & Partial<Record<AuditFilter, string>>,
): AuditLogRequest {
  const request: AuditLogRequest = { page: state.page };
  if (state.search?.trim()) request.search = state.search.trim();
  if (state.entity) request.entity = state.entity;
  if (state.action) request.action = state.action;
  if (state.actor) request.actor = state.actor;
  if (state.from && DAY.test(state.from)) request.from = `${state.from}T00:00:00.000Z`;
  if (state.to && DAY.test(state.to)) request.to = `${state.to}T23:59:59.999Z`;
  return request;
}

/** The reason the window cannot be asked for, or null. */
export function windowProblemOf(from: string, to: string): string | null {
  return from && to && DAY.test(from) && DAY.test(to) && from > to
    ? 'La date de début doit précéder la date de fin'
    : null;
}

export interface ChangeRow {
  field: string;
  before: string;
  after: string;
}

const MAX_SHOWN = 160;

/** A recorded value as text: nothing as '—', text as is, anything else as JSON; long values cut. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

/** One row per recorded field, in the order recorded (a create has only "after", a delete only "before"). */
export function changeRowsOf(entry: Pick<AuditLogEntry, 'before' | 'after'>): ChangeRow[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    before: entry.before ? shownValue(before[field]) : '—',
    after: entry.after ? shownValue(after[field]) : '—',
  }));
}

/** Where the back office shows the entity, when it has a page for it. */
export function entityLinkOf(
  entry: Pick<AuditLogEntry, 'entityType' | 'entityId' | 'entityLabel' | 'action'>,
): string | null {
  if (entry.action === 'delete') return null;
  switch (entry.entityType) {
    case 'ticket':
      return `/admin/support/tickets/${entry.entityId}`;
    case 'plan':
      return `/admin/plans/edit/${entry.entityId}`;
    case 'user':
      return entry.entityLabel ? `/admin/users?search=${encodeURIComponent(entry.entityLabel)}` : null;
    default:
      return null;
  }
}

/** When, as a French date and time (the screen's language). */
export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString('fr-FR', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The Changes column's summary: how many fields, the first three named. */
export function changesSummaryOf(fields: readonly string[]): string {
  const named = fields.slice(0, 3).join(', ') + (fields.length > 3 ? '…' : '');
  return `${fields.length} champ${fields.length === 1 ? '' : 's'} : ${named}`;
}
