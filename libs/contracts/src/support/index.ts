export * from './support.rules';
export * from './support.schemas';
export * from './support.routes';
export * from './support-contact';
export * from './support-desk.rules';
export * from './support-desk.schemas';
export * from './support.events';
