// A federation runtime plugin of the host (rspack-preset.mjs, kind: 'host'): it hands the host's copies of the
// federation runtime's stateless helper packages (@module-federation/sdk and error-codes) to the remotes, as the
// host already hands them runtime-core (`provideExternalRuntime`). A remote's remoteEntry.js otherwise carries
// its own copy (~5 KB brotli on every first load's critical path). The remotes read them from the global the
// preset names (`global`; the remotes' externals, rspack-preset.mjs).
// Not the bundler runtime nor @module-federation/runtime: they keep the page's federation instance in module
// state, and a remote sharing them would initialise the host's instance again under its own name.
// The imports resolve (aliases in rspack-preset.mjs) to the files the host's runtime already bundles.
import * as errorCodes from '@module-federation/error-codes';
import * as sdk from '@module-federation/sdk';

/** @param {{ global: string }} params */
export default function provideFederationHelpers(params) {
  globalThis[params.global] ??= { sdk, errorCodes };
  return { name: 'liquify-provide-federation-helpers', version: '1' };
}
