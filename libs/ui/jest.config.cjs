module.exports = require('./testing/jest-preset.cjs').createJestConfig(__dirname);
