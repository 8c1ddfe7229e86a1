module.exports = { ...require('../../jest.preset.js'), displayName: 'lib-contracts', rootDir: __dirname };
