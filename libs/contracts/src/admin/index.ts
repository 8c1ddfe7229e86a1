export * from './admin.schemas';
export * from './admin.routes';
