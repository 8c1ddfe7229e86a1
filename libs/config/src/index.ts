export * from './config';
export * from './jwt-keys';
