export * from './identity.schemas';
export * from './identity.events';
export * from './identity.routes';
export * from './users-bulk.schemas';
