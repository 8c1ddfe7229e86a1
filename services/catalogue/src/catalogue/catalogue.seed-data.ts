import { resolve } from 'node:path';
import type { CatalogueConfig } from '../config';

export const SEED_DIR = Symbol('CATALOGUE_SEED_DIR');

/** The seeder's data: services/catalogue/seed, seen from src/catalogue (tests) and from dist/catalogue (built service) alike. */
export function seedDirFor(config: Pick<CatalogueConfig, 'SEED_DIR'>): string {
  return config.SEED_DIR ? resolve(config.SEED_DIR) : resolve(__dirname, '..', '..', 'seed');
}
