import { Types } from 'mongoose';
import {
  DEFAULT_SUBSCRIPTION_FEATURES,
  EventDefinition,
  LibraryEntryAdded,
  LibraryEntryPayload,
  StoreCreated,
  StoreDeleted,
  StoreUpdated,
  UserRegistered,
  UserSubscriptionChanged,
} from '@liquify/contracts';
import { startTestService, TestService, uniqueName, waitFor } from '@liquify/testing';
import type { StoresConfig } from '../src/config';
import { service } from '../src/service';

export interface TestUser {
  id: string;
  token: string;
}

/**
 * The stores service on the real FerretDB, Kafka and Redis (the kit's harness), with the facts other services
 * would publish: identity's users and plan changes, the library's entries. Every helper waits until the
 * service has applied the fact, through its own API.
 */
export class StoresHarness {
  private constructor(readonly svc: TestService<StoresConfig>) {}

  static async start(): Promise<StoresHarness> {
    return new StoresHarness(
      await startTestService(service, {
        observe: [StoreCreated, StoreUpdated, StoreDeleted],
        maxAttempts: 2,
        retryBaseMs: 20,
      }),
    );
  }

  http: TestService<StoresConfig>['http'] = (...args) => this.svc.http(...args);

  publish<D extends EventDefinition>(
    def: D,
    data: Parameters<TestService['publish']>[1] & object,
    producer = def.topic.split('.')[0],
  ) {
    return this.svc.publish(def, data as never, producer);
  }

  /** A signed-in user identity has not told the service about (yet). */
  unannouncedUser(role: 'user' | 'admin' = 'user'): TestUser {
    const id = new Types.ObjectId().toHexString();
    return { id, token: this.svc.token({ id, role }) };
  }

  /** A user registered through identity's event, with this store limit; waits until the limit applies. */
  async registeredUser(storeLimit: number, role: 'user' | 'admin' = 'user'): Promise<TestUser> {
    const user = this.unannouncedUser(role);
    await this.publish(UserRegistered, {
      userId: user.id,
      email: `${user.id}@example.com`,
      name: 'Test',
      role,
      subscription: {
        plan: 'free',
        planId: null,
        status: 'active',
        features: { ...DEFAULT_SUBSCRIPTION_FEATURES, storeLimit },
        currentPeriodEnd: null,
      },
      createdAt: new Date().toISOString(),
    });
    await this.waitForLimit(user, storeLimit);
    return user;
  }

  /** identity.user.subscription-changed.v1 with a new store limit; waits until it applies. */
  async changePlan(user: TestUser, storeLimit: number) {
    await this.publish(UserSubscriptionChanged, {
      userId: user.id,
      email: `${user.id}@example.com`,
      plan: storeLimit === 1 ? 'free' : 'pro',
      planId: null,
      status: 'active',
      features: { ...DEFAULT_SUBSCRIPTION_FEATURES, storeLimit },
      currentPeriodEnd: null,
      reason: 'test',
    });
    await this.waitForLimit(user, storeLimit);
  }

  private async waitForLimit(user: TestUser, limit: number) {
    await waitFor(
      async () =>
        (await this.http('POST', '/api/stores/quota-check', { token: user.token, body: {} })).body?.data
          ?.limit === limit,
      {
        timeout: 20_000,
        message: `store limit ${limit}`,
      },
    );
  }

  /** An entry added to the user's library (library.entry.added.v1); waits until the picker lists it. */
  async libraryEntry(
    user: TestUser,
    kind: 'module' | 'section',
    over: Partial<LibraryEntryPayload> = {},
  ): Promise<LibraryEntryPayload> {
    const entry: LibraryEntryPayload = {
      entryId: new Types.ObjectId().toHexString(),
      userId: user.id,
      kind,
      catalogueId: new Types.ObjectId().toHexString(),
      slug: uniqueName(kind),
      title: `A ${kind}`,
      description: `The ${kind} description`,
      category: 'header',
      thumbnail: `/thumbs/${kind}.svg`,
      featured: false,
      createdAt: new Date().toISOString(),
      ...over,
    };
    await this.publish(LibraryEntryAdded, entry);
    await waitFor(
      async () =>
        (await this.http('GET', `/api/stores/pickable?kind=${kind}`, { token: user.token })).body?.data?.some(
          (i: { _id: string }) => i._id === entry.entryId,
        ),
      {
        timeout: 20_000,
        message: `library entry ${entry.entryId}`,
      },
    );
    return entry;
  }

  createStore(user: TestUser, body: Record<string, unknown> = {}) {
    return this.http('POST', '/api/stores', {
      token: user.token,
      body: { name: uniqueName('store'), ...body },
    });
  }

  /** Waits for a store event the service published on the broker. */
  waitForEvent<D extends typeof StoreCreated | typeof StoreUpdated | typeof StoreDeleted>(
    def: D,
    storeId: string,
  ) {
    return this.svc.observer.waitFor(
      def,
      (data) => (data as { storeId: string }).storeId === storeId,
      20_000,
    );
  }

  close() {
    return this.svc.close();
  }
}

export { uniqueName, waitFor };
