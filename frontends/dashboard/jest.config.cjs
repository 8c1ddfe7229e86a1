// jsdom + Testing Library (+ jest-dom matchers); tests are `src/**/*.spec.ts(x)` beside the code.
const path = require('node:path');
const { createJestConfig } = require('../../libs/ui/testing/jest-preset.cjs');

const base = createJestConfig(__dirname, { displayName: 'dashboard' });
module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^@liquify/template-engine$': path.join(__dirname, '../../libs/template-engine/src/index.ts'),
  },
};
