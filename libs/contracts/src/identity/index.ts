export * from './identity.schemas';
export * from './identity.events';
export * from './identity.routes';
