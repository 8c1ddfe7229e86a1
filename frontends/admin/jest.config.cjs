// jsdom + Testing Library (+ jest-dom matchers); tests are `src/**/*.spec.ts(x)` beside the code.
module.exports = require('../../libs/ui/testing/jest-preset.cjs').createJestConfig(__dirname, {
  displayName: 'admin',
});
