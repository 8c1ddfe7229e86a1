module.exports = { ...require('../../jest.preset.js'), displayName: 'support', rootDir: __dirname };
