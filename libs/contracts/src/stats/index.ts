export * from './stats.rules';
export * from './stats.schemas';
