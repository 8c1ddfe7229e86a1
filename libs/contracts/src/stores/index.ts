export * from './stores.rules';
export * from './stores.schemas';
export * from './stores.events';
export * from './stores.routes';
