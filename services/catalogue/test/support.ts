import { ObservedMessage, startTestService, TestService, uniqueName, waitFor } from '@liquify/testing';
import type { CatalogueConfig } from '../src/config';
import { service } from '../src/service';

export const CATALOGUE_TOPICS = [
  'catalogue.module.published.v1',
  'catalogue.module.updated.v1',
  'catalogue.module.unpublished.v1',
  'catalogue.module.deleted.v1',
  'catalogue.module.trashed.v1',
  'catalogue.module.restored.v1',
  'catalogue.section.published.v1',
  'catalogue.section.updated.v1',
  'catalogue.section.unpublished.v1',
  'catalogue.section.deleted.v1',
  'catalogue.section.trashed.v1',
  'catalogue.section.restored.v1',
];

/** An observed catalogue event (always JSON). */
export type CatalogueEvent = ObservedMessage & { envelope: NonNullable<ObservedMessage['envelope']> };

/** The catalogue on the kit's test harness (real FerretDB, Kafka, Redis), plus the catalogue's own shortcuts. */
export class CatalogueHarness {
  private constructor(private readonly svc: TestService<CatalogueConfig>) {}

  /** `run`: share one database, topic prefix and Redis prefix between harnesses (replicas of one service). */
  static async start(options: { env?: Record<string, string>; observe?: boolean; run?: string } = {}): Promise<CatalogueHarness> {
    const svc = await startTestService(service, {
      run: options.run,
      env: { SEED_ON_START: 'false', ...options.env },
      observe: options.observe === false ? [] : CATALOGUE_TOPICS,
    });
    return new CatalogueHarness(svc);
  }

  get app() {
    return this.svc.app;
  }
  get config() {
    return this.svc.config;
  }

  token(role: 'admin' | 'user' = 'admin') {
    return this.svc.token({ role, email: `${role}@example.com`, name: role });
  }

  /** A customer's token, for the user id the read models know them by. */
  userToken(id: string) {
    return this.svc.token({ id, role: 'user' });
  }

  /** Publishes an event as another service would (identity, billing). */
  publish: TestService<CatalogueConfig>['publish'] = (def, data) => this.svc.publish(def, data);

  http(method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, options: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> } = {}) {
    return this.svc.http(method, url, options);
  }

  admin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
    return this.http(method, url, { body, token: this.token('admin') });
  }

  /** The revision an admin read answers now (what a general update must name). */
  async revisionOf(kind: 'modules' | 'sections', id: string): Promise<number> {
    const res = await this.admin('GET', `/api/admin/${kind}/${id}`);
    if (res.status !== 200) throw new Error(`read ${kind} ${id} failed: ${res.status} ${res.text}`);
    return res.body.data.revision;
  }

  async createModule(fields: Record<string, unknown> = {}) {
    const res = await this.admin('POST', '/api/admin/modules', { title: `Module ${uniqueName('m')}`, description: 'A module', ...fields });
    if (res.status !== 201) throw new Error(`create module failed: ${res.status} ${res.text}`);
    return res.body.data;
  }

  async createSection(fields: Record<string, unknown> = {}) {
    const slug = uniqueName('section').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const res = await this.admin('POST', '/api/admin/sections', {
      title: 'A section',
      description: 'A section',
      slug,
      category: 'hero',
      code: '<div>{{ section.settings.heading }}</div>\n{% schema %}{"name":"S","settings":[{"type":"text","id":"heading","label":"Heading","default":"Hello"}],"presets":[{"name":"S"}]}{% endschema %}',
      ...fields,
    });
    if (res.status !== 201) throw new Error(`create section failed: ${res.status} ${res.text}`);
    return res.body.data;
  }

  async waitForEvent(topic: string, match: (m: CatalogueEvent) => boolean, timeout = 15_000): Promise<CatalogueEvent> {
    const events = () => this.svc.observer.on(topic).filter((m): m is CatalogueEvent => m.envelope !== null);
    return waitFor(() => events().find(match), { timeout, message: `an event on ${topic}` });
  }

  close() {
    return this.svc.close();
  }
}

export { uniqueName, waitFor };
