/**
 * The library service's calls (doc 2 §7 "Library"), relative to the API root. Field names follow the
 * spec (doc 2 §3) until the library contracts are on main.
 */
import type { ApiClient } from '@liquify/api-client';

export interface TemplateVariable {
  name: string;
  type: string;
  label: string;
  defaultValue: string;
  options?: string[];
  description?: string;
}

export interface LibraryModule {
  _id: string;
  moduleId: string | { _id: string; slug?: string; title?: string; category?: string; thumbnail?: string };
  title: string;
  description: string;
  slug: string;
  category?: string;
  thumbnail?: string;
  featured?: boolean;
  usageCount: number;
  code: string;
  templateCode: string;
  variables: TemplateVariable[];
  customValues: Record<string, string>;
  createdAt?: string;
  updatedAt: string;
  snippetLoads?: number;
  updateAvailable?: boolean;
  lockedByPlan?: boolean;
}

export interface LibrarySection {
  _id: string;
  user?: string;
  sectionId: string | { _id: string; slug?: string; title?: string };
  title: string;
  description: string;
  slug: string;
  category?: string;
  thumbnail?: string;
  code: string;
  templateCode: string;
  status: string;
  variables: TemplateVariable[];
  customValues: Record<string, string>;
  usageCount: number;
  createdAt: string;
  updatedAt: string;
  lockedByPlan?: boolean;
  /** Optimistic placeholders carry a temporary id (doc 2 §3). */
  pending?: boolean;
}

export interface QuotaCheck {
  canAdd: boolean;
  currentCount: number;
  limit: number;
}

interface Envelope<T> {
  success?: boolean;
  data: T;
}

export function catalogueIdOf(ref: LibraryModule['moduleId'] | LibrarySection['sectionId']): string {
  return typeof ref === 'string' ? ref : ref?._id ?? '';
}

export const libraryApi = {
  async modules(api: ApiClient): Promise<LibraryModule[]> {
    const body = await api.request<Envelope<LibraryModule[]>>('/user-modules/library');
    return body?.data ?? [];
  },
  async sections(api: ApiClient): Promise<LibrarySection[]> {
    const body = await api.request<Envelope<LibrarySection[]>>('/user-sections/library');
    return body?.data ?? [];
  },
  async addModule(api: ApiClient, moduleId: string): Promise<LibraryModule> {
    const body = await api.request<Envelope<LibraryModule>>('/user-modules/add', { method: 'POST', body: { moduleId } });
    return body.data;
  },
  async addSection(api: ApiClient, sectionId: string): Promise<LibrarySection> {
    const body = await api.request<Envelope<LibrarySection>>('/user-sections/add', { method: 'POST', body: { sectionId } });
    return body.data;
  },
  async removeModule(api: ApiClient, id: string): Promise<void> {
    await api.request(`/user-modules/remove/${encodeURIComponent(id)}`, { method: 'DELETE' });
  },
  async removeSection(api: ApiClient, id: string): Promise<void> {
    await api.request(`/user-sections/remove/${encodeURIComponent(id)}`, { method: 'DELETE' });
  },
  async moduleQuota(api: ApiClient, moduleSlug?: string): Promise<QuotaCheck> {
    const body = await api.request<Envelope<QuotaCheck>>('/user-modules/quota-check', { query: { moduleSlug } });
    return body.data;
  },
  async sectionQuota(api: ApiClient): Promise<QuotaCheck> {
    const body = await api.request<Envelope<QuotaCheck>>('/user-sections/quota-check');
    return body.data;
  },
  async updateModule(
    api: ApiClient,
    id: string,
    patch: { title: string } | { description: string } | Pick<LibraryModule, 'customValues' | 'code' | 'templateCode' | 'variables'>,
  ): Promise<LibraryModule> {
    const body = await api.request<Envelope<LibraryModule>>(`/user-modules/${encodeURIComponent(id)}`, { method: 'PUT', body: patch });
    return body.data;
  },
  async section(api: ApiClient, id: string): Promise<LibrarySection> {
    const body = await api.request<Envelope<LibrarySection>>(`/user-sections/${encodeURIComponent(id)}`);
    return body.data;
  },
  async updateSection(api: ApiClient, id: string, patch: { title: string; code: string }): Promise<LibrarySection> {
    const body = await api.request<Envelope<LibrarySection>>(`/user-sections/${encodeURIComponent(id)}`, { method: 'PUT', body: patch });
    return body.data;
  },
  async generateSnippet(api: ApiClient, moduleId: string): Promise<{ token: string; snippet: string }> {
    const body = await api.request<Envelope<{ token: string; snippet: string }>>(
      `/remote-modules/generate-token/${encodeURIComponent(moduleId)}`,
    );
    return body.data;
  },
};
