export * from './admin.schemas';
export * from './admin.routes';
export * from './admin-search.rules';
export * from './admin-search.schemas';
