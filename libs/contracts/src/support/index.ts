export * from './support.rules';
export * from './support.schemas';
export * from './support.routes';
export * from './support-contact';
