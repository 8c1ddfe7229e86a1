import { randomUUID } from 'node:crypto';
import { EventDefinition, EventEnvelope } from '@liquify/contracts';
import { startTestService, TestService, TopicObserver, uniqueName } from '@liquify/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Kafka } from 'kafkajs';
import { z } from 'zod';
import { BillingConfig } from '../../src/config';
import { service } from '../../src/service';

export const WEBHOOK_SECRET = 'whsec_billing_integration_test_secret';
export const EARLY_BIRD_CODES = 'LIQUIFY-EARLY,Founders99';

/** Collects the messages of some billing topics from the real broker (the kit's topic observer). */
export type TopicCollector = TopicObserver;

export interface InjectResult<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface BillingTestApp {
  app: NestFastifyApplication;
  config: BillingConfig;
  kafka: Kafka;
  prefix: string;
  inject<T = any>(options: { method: string; url: string; payload?: unknown; token?: string; headers?: Record<string, string> }): Promise<InjectResult<T>>;
  tokenFor(user: { id: string; email: string; role?: 'user' | 'admin'; name?: string }): string;
  /** Publishes an event (as identity or catalogue would) on the prefixed topic. */
  publish<D extends EventDefinition>(def: D, data: z.input<D['schema']>, producer?: string): Promise<EventEnvelope>;
  collect(topics: EventDefinition[]): Promise<TopicCollector>;
  close(): Promise<void>;
}

/** Boots billing on the kit's test harness (real infra, isolated by database, topic prefix and Redis prefix). */
export async function startBilling(name: string, overrides: Record<string, string> = {}): Promise<BillingTestApp> {
  const svc: TestService<BillingConfig> = await startTestService(service, {
    run: uniqueName(name),
    env: { EARLY_BIRD_CODES, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL: 'http://liquify.test', ...overrides },
  });
  return {
    app: svc.app,
    config: svc.config,
    kafka: svc.kafka,
    prefix: svc.prefix,
    async inject({ method, url, payload, token, headers = {} }) {
      const raw = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : undefined;
      return svc.http(method as 'GET', url, { raw, body: raw === undefined ? payload : undefined, token, headers });
    },
    tokenFor: (user) => svc.token({ id: user.id, email: user.email, role: user.role ?? 'user', name: user.name ?? 'Test User' }),
    publish: (def, data, producer = 'test') => svc.publish(def, data, producer),
    collect: (topics) => svc.observe(topics),
    close: () => svc.close(),
  };
}

export const newObjectId = () => randomUUID().replace(/-/g, '').slice(0, 24);
