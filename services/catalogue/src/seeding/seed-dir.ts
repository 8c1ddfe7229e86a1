import { resolve } from 'node:path';
import type { CatalogueConfig } from '../config';

export const SEED_DIR = Symbol('CATALOGUE_SEED_DIR');

/** services/catalogue/seed, seen from src/seeding (tests) and from dist/seeding (built service) alike. */
export function seedDirFor(config: Pick<CatalogueConfig, 'SEED_DIR'>): string {
  return config.SEED_DIR ? resolve(config.SEED_DIR) : resolve(__dirname, '..', '..', 'seed');
}
