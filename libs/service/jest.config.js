module.exports = { ...require('../../jest.preset.js'), displayName: 'lib-service', rootDir: __dirname };
