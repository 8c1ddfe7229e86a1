export * from './trash.rules';
export * from './trash.schemas';
