module.exports = { ...require('../../jest.preset.js'), displayName: 'lib-store-layout', rootDir: __dirname };
