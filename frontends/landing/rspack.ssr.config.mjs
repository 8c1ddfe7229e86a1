// The public pages' server renderer (src/prerender/render.tsx) for Node: one self-contained CommonJS file,
// dist/ssr/render.cjs, that the gateway loads to send / and /auth as HTML (gateway/src/frontends/public-pages.ts).
// Built after the browser build (which cleans dist/) with the same module rules and resolution, so it renders
// the same markup; CSS is the browser build's business (imports of it are dropped here) and assets get the
// URLs the browser build gives them (same content hash, under /remotes/landing/), without being written again.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { createFrontendConfig } from '../../libs/ui/build/rspack-preset.mjs';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));
const browser = createFrontendConfig({ kind: 'remote', name: 'landing', projectRoot, exposes: {} });

export default {
  mode: browser.mode,
  context: projectRoot,
  target: 'node',
  devtool: false,
  entry: { render: './src/prerender/render.tsx' },
  output: {
    path: path.join(projectRoot, 'dist', 'ssr'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    publicPath: '/remotes/landing/',
    clean: false,
  },
  resolve: browser.resolve,
  experiments: browser.experiments,
  module: {
    parser: browser.module.parser,
    generator: { asset: { emit: false } },
    rules: browser.module.rules.map((rule) => (String(rule.test) === String(/\.css$/) ? { test: /\.css$/, type: 'asset/source' } : rule)),
  },
  plugins: [
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(browser.mode) }),
    // One file: the page's lazy parts (below the fold) are rendered too, from the same bundle.
    new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ],
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
};
