/**
 * Shapes the front ends read from the API (spec 1 §3, §7; spec 2 §3).
 * The user comes from the shared zod contracts; plans, modules, sections and payments are written
 * from the spec until `@liquify/contracts` exports their schemas.
 */
import type { UserDto } from '@liquify/contracts';

export type User = UserDto;

export type BillingCycle = 'monthly' | 'yearly' | 'lifetime';

export interface PlanFeatures {
  /** -1 means unlimited. */
  moduleLimit: number;
  /** -1 means unlimited. */
  sectionLimit: number;
  /** -1 means unlimited. */
  storeLimit: number;
  apiCallLimit: number;
  supportLevel: string;
  customBranding: boolean;
  advancedAnalytics: boolean;
  prioritySupport: boolean;
  teamMembers?: number;
}

export interface Plan {
  _id: string;
  name: string;
  slug: string;
  description: string;
  price: number;
  currency: string;
  billingCycle: BillingCycle;
  isPopular: boolean;
  isActive: boolean;
  sortOrder: number;
  features: PlanFeatures;
}

export interface Module {
  _id: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  thumbnail?: string;
  featured: boolean;
  rating?: number;
  tags?: string[];
  author?: string;
  downloads?: number;
  updatedAt?: string;
}

export interface Section {
  _id: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  thumbnail?: string;
  featured: boolean;
  status?: string;
  createdAt?: string;
}

export interface Pagination {
  currentPage?: number;
  totalPages?: number;
  totalModules?: number;
  totalSections?: number;
  [key: string]: unknown;
}

export interface ListResult<T> {
  data: T[];
  pagination: Pagination;
}

/** Non-null values are sent as query parameters. */
export type ListParams = Record<string, string | number | boolean | null | undefined>;

export interface AuthResult {
  user: User;
  token: string;
}

/** What the hosted checkout reports once paid; sent back with the registration. */
export interface StripeData {
  subscriptionId: string | null;
  customerId: string | null;
  currentPeriodStart: string | number | null;
  currentPeriodEnd: string | number | null;
  sessionId?: string | null;
}

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  /** The plan slug, sent as both `plan` and `planSlug`. */
  plan: string;
  stripeData?: StripeData;
}

export interface TempCheckoutInput {
  /** The plan slug. */
  planId: string;
  userEmail: string;
  userName: string;
  password: string;
  /** The verified Early Bird code, required by the server to buy the Early Bird plan. */
  earlyBirdCode?: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
}
