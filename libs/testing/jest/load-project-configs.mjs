// Loads each project's jest config for the root jest.config.ts, which passes them to jest as
// inline project objects. Two styles of TypeScript config exist in the repo and both load:
//  - native ES module style (import.meta.dirname, explicit file extensions): imported by Node;
//  - Nx style (`import preset from '../../jest.preset'` + `rootDir: __dirname`): Node's own
//    TypeScript support cannot run it, so it is compiled to CommonJS with @swc/core and evaluated.
import fs from 'node:fs';
import { createRequire, Module } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const requireHere = createRequire(import.meta.url);

function evaluateAsCommonJs(file) {
  const { transformSync } = requireHere('@swc/core');
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    swcrc: false,
    configFile: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const mod = new Module(file);
  mod.filename = file;
  mod.paths = Module._nodeModulePaths(path.dirname(file));
  mod._compile(code, file);
  return mod.exports;
}

async function importNative(file) {
  return import(pathToFileURL(file).href);
}

/** The config object exported by one project's jest config file, with an absolute rootDir. */
export async function loadProjectConfig(file) {
  let exported;
  if (file.endsWith('.json')) {
    exported = JSON.parse(fs.readFileSync(file, 'utf8'));
  } else if (/\.(c?js|mjs)$/.test(file)) {
    exported = await importNative(file);
  } else {
    const source = fs.readFileSync(file, 'utf8');
    const order = /\bimport\.meta\b/.test(source) ? [importNative, evaluateAsCommonJs] : [evaluateAsCommonJs, importNative];
    const errors = [];
    for (const load of order) {
      try {
        exported = await load(file);
        break;
      } catch (err) {
        errors.push(`${load.name}: ${err.message}`);
      }
    }
    if (!exported) throw new Error(`cannot load jest config ${file}:\n  ${errors.join('\n  ')}`);
  }
  let config = exported && typeof exported === 'object' && 'default' in exported ? exported.default : exported;
  if (typeof config === 'function') config = await config();
  if (!config || typeof config !== 'object') throw new Error(`jest config ${file} does not export a config object`);
  const dir = path.dirname(file);
  return { ...config, rootDir: config.rootDir ? path.resolve(dir, config.rootDir) : dir };
}

export function loadProjectConfigs(files) {
  return Promise.all(files.map(loadProjectConfig));
}
