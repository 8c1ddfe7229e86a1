export * from './catalogue.events';
