/**
 * The accounts the seeder (accounts.seed.ts) creates when the environment names none: development defaults (the
 * same as scripts/stack/env.mjs gives `npm start`, which the README names); production must set its own
 * (config.ts refuses the default admin password there).
 */
export const DEV_ADMIN = { email: 'admin@liquify.dev', password: 'Admin123!', name: 'Liquify Admin' } as const;
export const DEV_DEMO_USER = { email: 'demo@liquify.dev', password: 'Demo1234!' } as const;
/** The demo customer's name (SEED_DEMO=true). */
export const DEMO_USER_NAME = 'Demo Customer';
