export * from './jwt';
export * from './session-access';
export * from './guards';
