export * from './audit.rules';
export * from './audit.schemas';
export * from './audit.events';
export * from './audit.routes';
