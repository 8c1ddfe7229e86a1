/**
 * Lists from the API are read one record at a time: a record that lacks what a screen needs to show it
 * (a plan without a name, slug or price; a module without an id, slug or title) is left out, and loose
 * optional fields get safe defaults, so one malformed record never takes a whole page down.
 */
import type { BillingCycle, Module, Plan, PlanFeatures, Section } from './api-types';

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const stringOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const BILLING_CYCLES: readonly BillingCycle[] = ['monthly', 'yearly', 'lifetime'];

function planFeatures(value: unknown): PlanFeatures {
  const f = isRecord(value) ? value : {};
  return {
    ...(f as Partial<PlanFeatures>),
    moduleLimit: numberOr(f.moduleLimit, 0),
    sectionLimit: numberOr(f.sectionLimit, 0),
    storeLimit: numberOr(f.storeLimit, 0),
    apiCallLimit: numberOr(f.apiCallLimit, 0),
    supportLevel: stringOr(f.supportLevel, ''),
    customBranding: f.customBranding === true,
    advancedAnalytics: f.advancedAnalytics === true,
    prioritySupport: f.prioritySupport === true,
  };
}

/** A plan a pricing card and the sign-up can show, or null when the record cannot be shown. */
export function readPlan(value: unknown): Plan | null {
  if (!isRecord(value) || !text(value.name) || !text(value.slug) || typeof value.price !== 'number' || !Number.isFinite(value.price)) return null;
  return {
    ...(value as Partial<Plan>),
    _id: stringOr(value._id, value.slug),
    name: value.name,
    slug: value.slug,
    description: stringOr(value.description, ''),
    price: value.price,
    currency: text(value.currency) ? value.currency : 'usd',
    billingCycle: BILLING_CYCLES.includes(value.billingCycle as BillingCycle) ? (value.billingCycle as BillingCycle) : 'monthly',
    isPopular: value.isPopular === true,
    isActive: value.isActive !== false,
    sortOrder: numberOr(value.sortOrder, 0),
    features: planFeatures(value.features),
  };
}

/** A module or section a card can show, or null when the record cannot be shown. */
export function readCatalogueItem<T extends Module | Section>(value: unknown): T | null {
  if (!isRecord(value) || !text(value._id) || !text(value.slug) || !text(value.title)) return null;
  return {
    ...(value as Partial<T>),
    _id: value._id,
    slug: value.slug,
    title: value.title,
    description: stringOr(value.description, ''),
    category: stringOr(value.category, ''),
    thumbnail: text(value.thumbnail) ? value.thumbnail : undefined,
    featured: value.featured === true,
    tags: Array.isArray(value.tags) ? value.tags.filter((t): t is string => typeof t === 'string') : undefined,
  } as T;
}

/** The records of `list` that `read` accepts, in order. */
export function readEach<T>(list: unknown[], read: (value: unknown) => T | null): T[] {
  const out: T[] = [];
  for (const value of list) {
    const record = read(value);
    if (record) out.push(record);
  }
  return out;
}
