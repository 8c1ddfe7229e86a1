// One rspack + module-federation setup for every Liquify front end (shell host and its remotes).
// A remote calls createFrontendConfig({ kind: 'remote', ... }); the host calls it with kind: 'host'.
// Serving contract (gateway): the shell's dist is served at `/`, a remote's dist at `/remotes/<name>/`,
// and the shell finds each remote through the `mf-manifest.json` URL given in `/app-config.json`.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { remoteManifestData, StartupPreloadPlugin } from './first-load-assets.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';

const libsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const workspaceRoot = path.resolve(libsRoot, '..');

function versionOf(pkg) {
  const manifest = path.join(workspaceRoot, 'node_modules', pkg, 'package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

/**
 * The federation runtime's stateless helper packages, as the host's runtime bundles them (Node's resolution
 * from runtime-tools: the CommonJS builds). The host provides them to the remotes (provide-federation-helpers.mjs).
 */
const requireFromHere = createRequire(import.meta.url);
const runtimeToolsDir = requireFromHere.resolve('@module-federation/runtime-tools');
const FEDERATION_HELPERS = {
  '@module-federation/sdk': 'sdk',
  '@module-federation/error-codes': 'errorCodes',
};
const federationHelperFiles = Object.fromEntries(
  Object.keys(FEDERATION_HELPERS).map((pkg) => [pkg, requireFromHere.resolve(pkg, { paths: [requireFromHere.resolve('@module-federation/runtime', { paths: [runtimeToolsDir] })] })]),
);
const provideFederationHelpersPlugin = path.join(libsRoot, 'ui', 'build', 'provide-federation-helpers.mjs');
const FEDERATION_HELPERS_GLOBAL = '__LIQUIFY_MF_HELPERS__';

/** The shared `react-router` (see react-router-facade.mjs) and the build it re-exports from. */
const reactRouterFacade = path.join(libsRoot, 'ui', 'build', 'react-router-facade.mjs');
const reactRouterProduction = path.join(workspaceRoot, 'node_modules', 'react-router', 'dist', 'production', 'index.mjs');

function workspaceLibVersion(lib) {
  return JSON.parse(readFileSync(path.join(libsRoot, lib, 'package.json'), 'utf8')).version;
}

/**
 * Modules every front end must share as singletons: one React, one router, one query client,
 * one session (its React context must be the same object in the host and in every remote).
 */
export function sharedSingletons(kind = 'remote') {
  const react = versionOf('react');
  const reactDom = versionOf('react-dom');
  const router = versionOf('react-router');
  const query = versionOf('@tanstack/react-query');
  const single = (version) => ({ singleton: true, requiredVersion: `^${version}`, version });
  const lib = (name) => ({
    singleton: true,
    version: workspaceLibVersion(name),
    requiredVersion: `^${workspaceLibVersion(name)}`,
  });
  return {
    react: single(react),
    'react/jsx-runtime': single(react),
    'react-dom': single(reactDom),
    'react-dom/client': single(reactDom),
    'react-router': single(router),
    '@tanstack/react-query': single(query),
    '@liquify/session': lib('session'),
    '@liquify/api-client': lib('api-client'),
    // The host (the shell) uses only the core: it does not provide the full kit, which a first load of the
    // user area then loads from its remote, preloaded with the remote's expose (`sharedInExposes`).
    '@liquify/ui': kind === 'host' ? { ...lib('ui'), import: false } : lib('ui'),
    // The light part of the kit (libs/ui/src/core.ts): what a first load needs, without the overlays.
    '@liquify/ui/core': lib('ui'),
  };
}

/**
 * The modules the host provides to the share scope (sharedSingletons: React and its scheduler, the router and
 * its facade, TanStack Query, the session, the API client, the UI kit's core), in one chunk of their own
 * instead of one chunk per shared module: every first load needs all of them before it renders, and a
 * phone's HTTP/1.1 fetched its 12 files through 6 connections, each paying the round trip and ~0.9 KB of
 * headers (a cold /dashboard/modules on the phone profile: 267 -> 255 KB on the wire, LCP median ~2.14 ->
 * ~2.03 s). Lazy parts of those packages' own graphs (the toast viewport's Radix code) stay apart.
 */
const HOST_SHARED_CHUNK = {
  test: /[\\/](?:node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack[\\/][\w-]+)[\\/]|libs[\\/](?:session|api-client|ui)[\\/])/,
  name: 'host-shared',
  chunks: 'async',
  enforce: true,
  priority: 20,
};

/**
 * @param {object} options
 * @param {'host'|'remote'} options.kind
 * @param {string} options.name            federation name (`shell`, `landing`, `dashboard`, `admin`)
 * @param {string} options.projectRoot     absolute path of the front end's folder
 * @param {Record<string,string>} [options.exposes]  remote only: `./Name` -> path relative to projectRoot
 * @param {string[]} [options.requiredFiles]  files (relative to projectRoot) the build refuses to run without
 * @param {string[]} [options.sharedInExposes]  remote only: shared modules every expose loads at once (their
 *                                         files join each expose's assets in mf-manifest.json)
 * @param {string} [options.entry]         host only: the entry module
 * @param {string} [options.htmlTemplate]  host only: index.html template
 * @param {string} [options.publicDir]     host only: folder (relative to projectRoot) copied as is to the
 *                                         site root (favicon.ico, icons, web manifest)
 */
export function createFrontendConfig(options) {
  const { kind, name, projectRoot } = options;
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const isProduction = mode === 'production';

  for (const file of options.requiredFiles ?? []) {
    if (!existsSync(path.join(projectRoot, file))) {
      throw new Error(
        `[${name}] cannot build: ${file} does not exist. It is exposed through module federation ` +
          `and the shell loads it; write it (see ${path.relative(workspaceRoot, projectRoot)}/README.md).`,
      );
    }
  }

  /** @type {import('@rspack/core').Configuration} */
  const config = {
    mode,
    context: projectRoot,
    target: 'web',
    // Production maps are written for error tracking but not referenced from the bundles (the gateway does not serve them there).
    devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    entry: kind === 'host' ? { main: options.entry } : {},
    output: {
      path: path.join(projectRoot, 'dist'),
      // `auto`: a remote finds its chunks relative to wherever its remoteEntry was loaded from
      // (/remotes/<name>/ behind the gateway); the host is always served at the site root.
      publicPath: kind === 'host' ? '/' : 'auto',
      uniqueName: name,
      clean: true,
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: isProduction ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: isProduction ? '[name].[contenthash:8].css' : '[name].css',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // @liquify/contracts (zod schemas the forms validate with) and its template engine from their
      // sources, through the workspace's tsconfig paths: their package.json points at a server build.
      tsConfig: path.join(workspaceRoot, 'tsconfig.base.json'),
      // `react-router` is a facade of the names the front ends use (react-router-facade.mjs), shared
      // through module federation instead of the whole package; the facade reads the production build.
      alias: {
        'react-router$': reactRouterFacade,
        '@liquify/react-router-production$': reactRouterProduction,
        // provide-federation-helpers.mjs imports the files the host's federation runtime imports, not a second build.
        ...(kind === 'host' ? Object.fromEntries(Object.entries(federationHelperFiles).map(([pkg, file]) => [`${pkg}$`, file])) : {}),
      },
    },
    // A remote's federation runtime takes the helper packages the host provides (provide-federation-helpers.mjs).
    ...(kind === 'remote'
      ? {
          externals: [
            ({ request }, callback) =>
              Object.hasOwn(FEDERATION_HELPERS, request ?? '') ? callback(undefined, [FEDERATION_HELPERS_GLOBAL, FEDERATION_HELPERS[request]], 'global') : callback(),
          ],
        }
      : {}),
    experiments: { css: true },
    module: {
      // An import of a name a module does not export (e.g. one missing from the react-router facade) fails the build.
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: { runtime: 'automatic', development: !isProduction, refresh: false },
              },
            },
            env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
          },
          type: 'javascript/auto',
        },
        {
          test: /\.css$/,
          use: [
            {
              loader: 'postcss-loader',
              options: {
                postcssOptions: { plugins: [['@tailwindcss/postcss', { base: projectRoot }]] },
              },
            },
          ],
          type: 'css',
        },
        { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: 'asset' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes:
          kind === 'remote'
            ? Object.fromEntries(
                Object.entries(options.exposes ?? {}).map(([key, file]) => [key, path.join(projectRoot, file)]),
              )
            : undefined,
        remotes: kind === 'host' ? {} : undefined,
        shared: sharedSingletons(kind),
        ...(kind === 'host' ? { runtimePlugins: [[provideFederationHelpersPlugin, { global: FEDERATION_HELPERS_GLOBAL }]] } : {}),
        // A remote's manifest lists every file of each expose, and of each page named after its route, so a
        // host preloads a first load's code in one wave (first-load-assets.mjs).
        manifest: {
          fileName: 'mf-manifest.json',
          ...(kind === 'remote' ? { additionalData: (args) => remoteManifestData(args, { sharedInExposes: options.sharedInExposes }) } : {}),
        },
        dts: false,
        dev: false,
        experiments: {
          // Browser-only builds: drop the federation runtime's Node.js code paths.
          optimization: { target: 'web' },
          // One copy of the federation runtime per page: the host bundles it and provides it to the
          // remotes, whose remoteEntry.js would otherwise carry a second copy (~20 KB gzip). So a remote
          // needs a host built with this preset (kind: 'host'), which every Liquify host is.
          ...(kind === 'host' ? { provideExternalRuntime: true } : { externalRuntime: true }),
        },
      }),
      ...(kind === 'host'
        ? [
            ...(options.publicDir
              ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(projectRoot, options.publicDir), to: '.' }] })]
              : []),
            new rspack.HtmlRspackPlugin({
              template: options.htmlTemplate,
              inject: 'body',
              scriptLoading: 'defer',
              minify: isProduction,
            }),
            // The chunks the entry asks for when it runs are fetched while it is evaluated (first-load-assets.mjs).
            new StartupPreloadPlugin(),
          ]
        : []),
      // Production only: `.br` and `.gz` siblings of the text assets, served as they are by the gateway.
      ...(isProduction ? [new PrecompressPlugin()] : []),
    ],
    optimization: {
      minimize: isProduction,
      // The host's shared modules in one file, not one each (issue 26 item 3).
      ...(kind === 'host' ? { splitChunks: { cacheGroups: { hostShared: HOST_SHARED_CHUNK } } } : {}),
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  return config;
}
