export * from './api-types';
export * from './error-messages';
export * from './api-client';
export * from './records';
