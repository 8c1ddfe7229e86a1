export * from './billing.schemas';
export * from './billing.events';
export * from './billing.routes';
export * from './plan.rules';
export * from './billing-stats';
