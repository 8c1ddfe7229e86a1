// jsdom + Testing Library (+ jest-dom matchers); tests are `src/**/*.spec.ts(x)` beside the code.
const path = require('node:path');
const { createJestConfig } = require('../../libs/ui/testing/jest-preset.cjs');

const base = createJestConfig(__dirname, { displayName: 'dashboard' });
module.exports = {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, 'src/testing/jsdom-layout.ts')],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^@liquify/(template-engine|liquid-preview)$': path.join(__dirname, '../../libs/$1/src/index.ts'),
  },
};
