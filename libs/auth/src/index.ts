export * from './jwt';
export * from './guards';
