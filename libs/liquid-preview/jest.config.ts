// Loaded by Node's native TypeScript support as an ES module (hence import.meta).
import type { Config } from 'jest';
import preset from '../../jest.preset.js';

const config: Config = { ...preset, displayName: 'lib-liquid-preview', rootDir: import.meta.dirname };

export default config;
