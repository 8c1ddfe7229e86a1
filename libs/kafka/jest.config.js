module.exports = { ...require('../../jest.preset.js'), displayName: 'lib-kafka', rootDir: __dirname };
