import type { Config } from 'jest';

/**
 * Checks for the seed catalogue (modules, sections, thumbnails).
 * Run from the repo root: npx jest -c services/catalogue/seed/jest.config.ts
 */
const config: Config = {
  displayName: 'catalogue-seed',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2023' }, module: { type: 'commonjs' } },
    ],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
};

export default config;
