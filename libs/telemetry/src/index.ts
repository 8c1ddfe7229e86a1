export * from './tracing';
export * from './logging';
export * from './access-line';
export * from './metrics';
