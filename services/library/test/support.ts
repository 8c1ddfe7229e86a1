import { randomUUID } from 'node:crypto';
import { DEFAULT_SUBSCRIPTION_FEATURES, ModulePublished, ModuleUpdated, PlanUpdated, SectionPublished, UserRegistered, UserSubscriptionChanged } from '@liquify/contracts';
import { startTestService, TestService, TopicRef, uniqueName, waitFor } from '@liquify/testing';
import { service } from '../src/service';

export type LibraryTestService = TestService<any>;

export const newId = () => randomUUID().replace(/-/g, '').slice(0, 24);

export function startLibrary(observe: TopicRef[] = [], env: Record<string, string> = {}) {
  return startTestService(service, { observe, env: { USAGE_FLUSH_MS: '100000', ...env } });
}

/** `count` replicas of the library on one database, set of topics and Redis prefix (one run named after `name`). */
export function startLibraryReplicas(name: string, count: number, env: Record<string, string> = {}) {
  const run = uniqueName(name);
  return Promise.all(Array.from({ length: count }, () => startTestService(service, { run, env: { USAGE_FLUSH_MS: '100000', ...env } })));
}

export interface ModuleFixture {
  id: string;
  slug: string;
  templateCode: string;
  variables: { name: string; label: string; type: string; defaultValue: string }[];
  status?: 'draft' | 'published' | 'archived';
  featured?: boolean;
  updatedAt?: string;
}

export function itemPayload(m: ModuleFixture) {
  return {
    id: m.id,
    slug: m.slug,
    title: `Title ${m.slug}`,
    description: `About ${m.slug}`,
    category: 'header',
    thumbnail: `/thumbs/${m.slug}.svg`,
    featured: m.featured ?? false,
    status: m.status ?? 'published',
    templateCode: m.templateCode,
    variables: m.variables,
    updatedAt: m.updatedAt ?? new Date().toISOString(),
  };
}

export function moduleFixture(overrides: Partial<ModuleFixture> = {}): ModuleFixture {
  const id = newId();
  return {
    id,
    slug: `mod-${id.slice(-8)}`,
    templateCode: '<div class="x" style="color:${color}">${heading}</div>',
    variables: [
      { name: 'heading', label: 'Heading', type: 'text', defaultValue: 'Hello' },
      { name: 'color', label: 'Color', type: 'color', defaultValue: '#000000' },
    ],
    ...overrides,
  };
}

export function planPayload(planId: string, slug: string, allowedModules: string[], allowedSections: string[], limits: { moduleLimit: number; sectionLimit: number }, revision = 1) {
  return {
    planId,
    slug,
    name: slug,
    price: 0,
    currency: 'USD',
    billingCycle: 'monthly' as const,
    isActive: true,
    features: { ...DEFAULT_SUBSCRIPTION_FEATURES, ...limits },
    allowedModules,
    allowedSections,
    revision,
  };
}

/** A user on `planId` with these limits (identity's UserRegistered). */
export async function registerUser(svc: LibraryTestService, userId: string, planId: string, slug: string, limits: { moduleLimit: number; sectionLimit: number }) {
  await svc.publish(UserRegistered, {
    userId,
    email: `${userId}@example.com`,
    name: 'Test',
    role: 'user',
    subscription: { plan: slug, planId, status: 'active', features: { ...DEFAULT_SUBSCRIPTION_FEATURES, ...limits }, currentPeriodEnd: null },
    createdAt: new Date().toISOString(),
  });
}

export async function changeUserLimits(svc: LibraryTestService, userId: string, planId: string, slug: string, limits: { moduleLimit: number; sectionLimit: number }) {
  await svc.publish(UserSubscriptionChanged, {
    userId,
    email: `${userId}@example.com`,
    plan: slug,
    planId,
    status: 'active',
    features: { ...DEFAULT_SUBSCRIPTION_FEATURES, ...limits },
    currentPeriodEnd: null,
    reason: 'test',
  });
}

export const publishModule = (svc: LibraryTestService, m: ModuleFixture) => svc.publish(ModulePublished, itemPayload(m) as never);
export const updateModule = (svc: LibraryTestService, m: ModuleFixture) => svc.publish(ModuleUpdated, itemPayload(m) as never);
export const publishSection = (svc: LibraryTestService, m: ModuleFixture) => svc.publish(SectionPublished, { ...itemPayload(m), variables: [] } as never);
export const publishPlan = (svc: LibraryTestService, plan: ReturnType<typeof planPayload>) => svc.publish(PlanUpdated, plan);

/** Waits until the quota check answers what the events said. */
export async function waitForQuota(svc: LibraryTestService, token: string, kind: 'modules' | 'sections', match: (data: any) => boolean, query = '') {
  return waitFor(
    async () => {
      const res = await svc.http('GET', `/api/user-${kind}/quota-check${query}`, { token });
      return res.status === 200 && match(res.body.data) ? res.body.data : undefined;
    },
    { timeout: 20_000, message: `the quota check of ${kind} to match` },
  );
}

/** A library knowing one published module and a plan that allows it, with a way to make customers on that plan. */
export async function startLibraryWithModule(limits = { moduleLimit: 5, sectionLimit: 1 }) {
  const svc = await startLibrary();
  const plan = newId();
  const item = moduleFixture();
  await publishModule(svc, item);
  await publishPlan(svc, planPayload(plan, 'pro', [item.id], [], limits));
  /** A customer on the plan, once the library knows them and may add the module. */
  const customer = async () => {
    const userId = newId();
    const token = svc.token({ id: userId });
    await registerUser(svc, userId, plan, 'pro', limits);
    await waitForQuota(svc, token, 'modules', (d) => d.allowed === true, `?moduleSlug=${item.slug}`);
    return { userId, token };
  };
  return { svc, item, customer };
}
