export * from './library.events';
export * from './library.constants';
export * from './library.schemas';
export * from './library.routes';
