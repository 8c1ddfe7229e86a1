export { uniqueName, UNIQUE_NAME_PREFIX_MAX } from './unique-name';
export { waitFor } from './wait-for';
export type { WaitForOptions } from './wait-for';
export { testInfra } from './test-infra';
export { DEFAULT_TEST_COMPONENTS, INFRA_ENV_VARS, infraFromEnv, isolatedServiceEnv, missingInfra, mongoUrlWithDatabase } from './infra-env';
export type { InfraComponent, TestInfra } from './infra-env';
export { startTestService, TestService, TopicObserver } from './service-harness';
export type { HttpAnswer, HttpRequestOptions, ObservedMessage, TestServiceOptions, TopicRef } from './service-harness';
