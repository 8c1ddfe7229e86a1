module.exports = require('../../libs/ui/testing/jest-preset.cjs').createJestConfig(__dirname, {
  displayName: 'shell',
});
