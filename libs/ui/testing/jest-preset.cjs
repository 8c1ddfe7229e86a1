// Shared jest settings for the React front ends and their libraries (jsdom + Testing Library, swc).
const path = require('node:path');

const libsRoot = path.resolve(__dirname, '../..');

/** @param {string} projectRoot absolute path of the project using the preset */
function createJestConfig(projectRoot, overrides = {}) {
  return {
    rootDir: projectRoot,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          swcrc: false,
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
      '\\.(png|jpe?g|gif|webp|avif|svg|woff2?)$': path.join(__dirname, 'asset-mock.cjs'),
    },
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'style-mock.cjs'),
      '^@liquify/contracts/rules$': path.join(libsRoot, 'contracts/src/rules.ts'),
      '^@liquify/contracts/routes$': path.join(libsRoot, 'contracts/src/routes.ts'),
      '^@liquify/ui/core$': path.join(libsRoot, 'ui/src/core.ts'),
      '^@liquify/(session|api-client|ui|contracts|template-engine|store-layout|liquid-preview)$': path.join(libsRoot, '$1/src/index.ts'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.ts')],
    clearMocks: true,
    restoreMocks: true,
    ...overrides,
  };
}

module.exports = { createJestConfig };
