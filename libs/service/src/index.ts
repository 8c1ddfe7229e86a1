export { CoreModule, SERVICE_CONFIG } from './core.module';
export type { CoreOptions } from './core.module';
export { defineService, startService } from './service-definition';
export type { ServiceDefinition, StartOptions } from './service-definition';
export { routeContractOf, ValidBody, ValidQuery } from './contract-input';
export { Seeder, SeedRunner } from './seeding';
export type { Seed } from './seeding';
