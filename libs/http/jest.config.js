module.exports = { ...require('../../jest.preset.js'), displayName: 'lib-http', rootDir: __dirname };
