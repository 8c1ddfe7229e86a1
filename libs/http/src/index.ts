export * from './app-exception';
export * from './envelope';
export * from './exception.filter';
export * from './zod.pipe';
export * from './request-id';
export * from './health';
export * from './bootstrap';
export * from './conditional';
