export * from './common';
export * from './events/envelope';
export * from './openapi/registry';
export * from './identity';
export * from './billing';
export * from './catalogue';
export * from './library';
export * from './planned/planned.routes';
