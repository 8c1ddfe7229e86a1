module.exports = { ...require('../../jest.preset.js'), displayName: 'lib-mongo', rootDir: __dirname };
