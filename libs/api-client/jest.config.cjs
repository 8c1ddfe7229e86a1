module.exports = require('../ui/testing/jest-preset.cjs').createJestConfig(__dirname, { testEnvironment: 'node', setupFilesAfterEnv: [] });
