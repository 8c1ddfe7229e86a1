// Entry: the stylesheet is linked from <head>; everything that consumes shared modules (React, the
// router, the session) loads behind this async boundary so module federation can negotiate them first.
import './styles.css';
import { loadAppConfig } from './app-config';
import { startEarlyRequests } from './early-requests';
import { prefetchRemoteCode, registerAppRemotes } from './federation';
import { preloadFirstScreenImages } from './first-screen-images';
import { holdUnhandledSubmits } from './held-submits';
import { afterFirstPaint, enableDeferredStylesheets } from './prerendered';
import { publicPageFor, signedInPageFor } from './user-area';

// A prerendered page paints from its HTML first; the full stylesheet and hydration come after that paint.
const painted = afterFirstPaint(document, window);
void painted.then(() => enableDeferredStylesheets(document));
// A submit on the server-rendered /auth before the remote's code runs is held for the hydrated form.
holdUnhandledSubmits(window);

// zod (the contracts every remote validates with) probes `new Function` to choose its JIT path; under the
// site's CSP (script-src 'self', no 'unsafe-eval') that probe is reported as a violation even though zod
// catches it. jitless skips the probe. zod keeps this config on globalThis, so it holds for every remote's copy.
const zodConfig = ((globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig ??= {});
zodConfig.jitless = true;

// /app-config.json is requested now, while the shared modules behind the boundary load, not after them;
// once it is here, a signed-in page's first data and its remote code are fetched too (bootstrap.tsx runs
// the code when it starts; the API client takes the data when the page asks for it).
const config = loadAppConfig().then((loaded) => {
  // The page's first data goes out before anything else is set up: on a phone it is what the list waits for.
  const page = signedInPageFor(window.location.pathname);
  if (page) {
    startEarlyRequests(loaded.apiBase, window.location.pathname);
    // A failed answer is the page's to report (its own queries).
    preloadFirstScreenImages(loaded.apiBase, window.location).catch(() => undefined);
  }
  registerAppRemotes(loaded.remotes);
  if (page) {
    prefetchRemoteCode(page.remote, page.expose);
  } else {
    // A public page's code (the landing's) is fetched alongside the shell's shared modules too.
    const publicPage = publicPageFor(window.location.pathname);
    if (publicPage) prefetchRemoteCode(publicPage.remote, publicPage.expose);
  }
  return loaded;
});
void import('./bootstrap').then(({ start }) => start(config, painted));
