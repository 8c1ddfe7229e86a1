// Loaded by Node's native TypeScript support as an ES module (hence import.meta). The shared preset
// holds the @swc/jest transform built from the root .swcrc (decorators, commonjs) and testEnvironment node.
import type { Config } from 'jest';
import preset from '../../jest.preset.js';

const config: Config = { ...preset, displayName: 'lib-template-engine', rootDir: import.meta.dirname };

export default config;
