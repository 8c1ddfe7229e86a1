module.exports = { ...require('../../jest.preset.js'), displayName: 'lib-telemetry', rootDir: __dirname };
