export * from './billing.schemas';
export * from './subscription-end.schemas';
export * from './billing.events';
export * from './billing.routes';
export * from './plan.rules';
export * from './billing-admin.schemas';
export * from './billing-admin.routes';
export * from './billing-stats';
