module.exports = { ...require('../../jest.preset.js'), displayName: 'lib-auth', rootDir: __dirname };
