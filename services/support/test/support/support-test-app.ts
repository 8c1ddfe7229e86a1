import { randomBytes } from 'node:crypto';
import { startTestService, TestService } from '@liquify/testing';
import { SupportConfig } from '../../src/config';
import { service } from '../../src/service';

export type SupportTestApp = TestService<SupportConfig>;

/** Support on the real FerretDB, Kafka and Redis, started as main.ts starts it (the kit's harness). */
export const startSupport = (env: Record<string, string> = {}) => startTestService(service, { env });

export const newObjectId = () => randomBytes(12).toString('hex');

export interface TestUser {
  id: string;
  email: string;
  name: string;
  role: 'user' | 'admin' | 'moderator';
}

export function testUser(name: string, role: TestUser['role'] = 'user'): TestUser {
  const id = newObjectId();
  return { id, email: `${name.toLowerCase().replace(/\W+/g, '.')}.${id.slice(-6)}@liquify.test`, name, role };
}

const FREE = {
  plan: 'free',
  planId: null,
  status: 'active' as const,
  currentPeriodEnd: null,
  features: {
    moduleLimit: 5,
    sectionLimit: 10,
    storeLimit: 1,
    apiCallLimit: 1000,
    supportLevel: 'email' as const,
    customBranding: false,
    advancedAnalytics: false,
    prioritySupport: false,
    customDomain: false,
    whiteLabel: false,
    teamMembers: 1,
    storageLimit: 1000,
  },
};

/** The UserRegistered payload identity publishes for `user`. */
export function registered(user: TestUser) {
  return { userId: user.id, email: user.email, name: user.name, role: user.role, subscription: FREE, createdAt: new Date().toISOString() };
}
