export * from './library.events';
