export * from './referral.rules';
export * from './referral.schemas';
export * from './referral.routes';
