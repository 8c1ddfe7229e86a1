module.exports = { ...require('../../jest.preset.js'), displayName: 'lib-redis', rootDir: __dirname };
