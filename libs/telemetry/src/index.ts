export * from './tracing';
export * from './logging';
