export * from './billing.events';
