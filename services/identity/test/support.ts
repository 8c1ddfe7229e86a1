import { EventDefinition, EventEnvelope } from '@liquify/contracts';
import { DLQ_SUFFIX } from '@liquify/kafka';
import { ObservedMessage, startTestService, TestService, uniqueName, waitFor } from '@liquify/testing';
import { z } from 'zod';
import type { IdentityConfig } from '../src/config';
import { service } from '../src/service';

const OBSERVED = [
  'identity.user.registered.v1',
  'identity.user.updated.v1',
  'identity.user.deleted.v1',
  'identity.user.role-changed.v1',
  'identity.user.subscription-changed.v1',
  `billing.checkout.completed.v1${DLQ_SUFFIX}`,
  `billing.subscription.updated.v1${DLQ_SUFFIX}`,
];

/** Identity on the kit's test harness (real FerretDB, Kafka, Redis), plus identity's own shortcuts. */
export class IdentityHarness {
  private constructor(private readonly svc: TestService<IdentityConfig>) {}

  static async start(overrides: Record<string, string> = {}): Promise<IdentityHarness> {
    return new IdentityHarness(await startTestService(service, { env: overrides, observe: OBSERVED, maxAttempts: 2, retryBaseMs: 20 }));
  }

  get app() {
    return this.svc.app;
  }
  get config() {
    return this.svc.config;
  }

  http(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { body?: unknown; token?: string; raw?: string } = {}) {
    return this.svc.http(method, url, options);
  }

  /** Registers and answers the user and token. */
  async register(overrides: Record<string, unknown> = {}) {
    const email = `${uniqueName('user')}@example.com`;
    const res = await this.http('POST', '/api/auth/register', { body: { name: 'Test User', email, password: 'password123', plan: 'free', ...overrides } });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { user: res.body.data.user, token: res.body.data.token as string, email: res.body.data.user.email as string };
  }

  async login(email: string, password: string) {
    const res = await this.http('POST', '/api/auth/login', { body: { email, password } });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.token as string;
  }

  async adminToken() {
    return this.login(this.config.ADMIN_EMAIL, this.config.ADMIN_PASSWORD);
  }

  async me(token: string) {
    const res = await this.http('GET', '/api/auth/me', { token });
    return res.body.data.user;
  }

  /** Publishes a real, valid envelope of a billing event (or the given one, as is); answers it. */
  async publish<D extends EventDefinition>(def: D, data: z.input<D['schema']>, envelope?: EventEnvelope): Promise<EventEnvelope> {
    if (!envelope) return this.svc.publish(def, data, 'billing');
    await this.svc.publishEnvelope(def, envelope);
    return envelope;
  }

  publishRaw(topic: string, value: string, key = 'poison') {
    return this.svc.publishRaw(topic, value, key);
  }

  eventsFor(topic: string, userId?: string) {
    return this.svc.observer.on(topic).filter((m) => !userId || m.envelope?.data?.userId === userId);
  }

  async waitForEvent(topic: string, match: (m: ObservedMessage) => boolean, timeout = 15_000) {
    return waitFor(() => this.svc.observer.on(topic).find(match), { timeout, message: `an event on ${topic}` });
  }

  close() {
    return this.svc.close();
  }
}

export { waitFor, uniqueName };
