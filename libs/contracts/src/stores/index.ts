export * from './stores.events';
