export * from './api-types';
export * from './error-messages';
export * from './api-client';
export * from './call-route';
export * from './records';
export * from './submission-keys';
/** Plan rules the browser needs, decided once in the contracts. */
export { FREE_PLAN_SLUGS, isFreePlan, pickFreePlan } from '@liquify/contracts/rules';
