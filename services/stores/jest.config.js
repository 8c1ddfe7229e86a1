module.exports = { ...require('../../jest.preset.js'), displayName: 'stores', rootDir: __dirname };
