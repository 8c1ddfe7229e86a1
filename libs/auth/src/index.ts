export * from './jwt';
export * from './session-access';
export * from './guards';
export * from './checkout-claim';
