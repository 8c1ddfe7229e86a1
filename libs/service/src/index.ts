export { CoreModule, SERVICE_CONFIG } from './core.module';
export type { CoreOptions } from './core.module';
export { defineService, startService } from './service-definition';
export type { ServiceDefinition, StartOptions } from './service-definition';
export { IdempotencyKey, routeContractOf, ServeRoute, ValidBody, ValidQuery } from './contract-input';
export { Seeder, SeedRunner } from './seeding';
export type { Seed } from './seeding';
export {
  catalogueItemFields,
  catalogueItemKey,
  catalogueItemsConsumer,
  catalogueItemState,
  CATALOGUE_ITEMS_SCHEMA_OPTIONS,
} from './catalogue-read-model';
export type { CatalogueItemDocBase, CatalogueItemPayload, CatalogueItemState, CatalogueItemsSink, CatalogueKind } from './catalogue-read-model';
export { createIndexes } from './indexes';
export { AuditTrailModule, AUDIT_OUTBOX_MODEL } from './audit/audit-trail.module';
export type { AuditedSchema } from './audit/audit-trail.module';
export { AuditActorInterceptor, currentAuditActor, runAsAuditActor } from './audit/actor-context';
export { sendCsv } from './csv-reply';
export type { CsvReply } from './csv-reply';
