/**
 * `@liquify/contracts/rules`: the light entry point of the contracts for browser bundles. The constants and
 * pure rules of every area, and nothing else: no zod, no schema, no route declaration (those are in the
 * full index, which is ~45 KB gzip of schemas and zod that a page's first load must not carry). Everything
 * here is also exported by the full index; the shared browser libraries (api-client, session, ui, template
 * engine) import values from this entry only, and types from either. rules.spec.ts keeps it zod-free.
 */
export * from './item-kinds';
export * from './text.rules';
export * from './time.rules';
export * from './idempotency.rules';
export * from './preview-frame';
export * from './billing/plan.rules';
export * from './referral/referral.rules';
export * from './catalogue/catalogue.rules';
export * from './catalogue/variable-types';
export * from './library/library.constants';
export * from './library/library.rules';
export * from './stats/stats.rules';
export * from './stores/stores.rules';
export * from './support/support.rules';
export * from './early-requests.rules';
export * from './first-screen-thumbnails.rules';
export * from './audit/audit.rules';
export * from './remote-first-load.rules';
