// Shared jest settings for every project: swc transform with the repo's decorator settings, and the
// @liquify/* aliases pointing at library sources (absolute, so projects at any depth can use it).
const path = require('node:path');
const fs = require('node:fs');

const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
delete swcrc.$schema;

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcrc, jsc: { ...swcrc.jsc, parser: { ...swcrc.jsc.parser, tsx: true }, transform: { ...swcrc.jsc.transform, react: { runtime: 'automatic' } } } }],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '^@liquify/([a-z-]+)$': path.join(__dirname, 'libs/$1/src/index.ts'),
  },
  testMatch: ['**/?(*.)+(spec).ts?(x)', '**/test/**/*.int-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
