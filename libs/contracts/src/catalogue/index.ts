export * from './catalogue.rules';
export * from './catalogue.schemas';
export * from './catalogue.events';
export * from './catalogue.routes';
export * from './variable-types';
export * from './catalogue-bulk.schemas';
