module.exports = { ...require('../../jest.preset.js'), displayName: 'lib-config', rootDir: __dirname };
