module.exports = { ...require('../../jest.preset.js'), displayName: 'billing', rootDir: __dirname };
