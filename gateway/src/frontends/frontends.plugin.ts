import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { PREVIEW_FRAME_PATH } from '@liquify/contracts';
import { PREVIEW_FRAME_HEADERS, PREVIEW_FRAME_HTML } from './preview-frame';
import { injectFetch, PublicPages, type RenderedDocument } from './public-pages';
import { fallbackRoots, isHashedAsset, publishReleaseAssets } from './release-assets';
import { APP_API_BASE, SignedInDocuments } from './remote-first-load';

export const REMOTES = ['landing', 'dashboard', 'admin'] as const;

/**
 * Files whose names carry a content hash can be cached for a year; everything else (index.html, the federation
 * manifests and entries, icons) revalidates on each use, so a new release is seen at once, never 5 minutes late
 * next to chunks of another release.
 */
function cacheControlFor(file: string): string {
  return isHashedAsset(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function safeFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return undefined;
  }
  const resolved = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!resolved.startsWith(root + path.sep)) return undefined;
  try {
    return statSync(resolved).isFile() ? resolved : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends a built file. The production build writes `.br` and `.gz` siblings of its text assets
 * (libs/ui/build/precompress-plugin.mjs); @fastify/static's `preCompressed` picks the best one the client
 * accepts (br, then gzip) with the original content-type and a content-encoding, else the file itself.
 */
function send(reply: FastifyReply, root: string, file: string) {
  reply.header('cache-control', cacheControlFor(file));
  reply.header('vary', 'Accept-Encoding');
  return reply.sendFile(path.relative(root, file), root, { cacheControl: false });
}

/** A public page rendered ahead (public-pages.ts), in the best encoding the client accepts. */
function sendRendered(request: FastifyRequest, reply: FastifyReply, page: RenderedDocument) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accepted) ? ['br', page.br] : /\bgzip\b/.test(accepted) ? ['gzip', page.gzip] : [undefined, page.html];
  reply.header('cache-control', 'no-cache');
  reply.header('vary', 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('text/html; charset=utf-8').send(body);
}

/**
 * The whole product on one origin: the shell at /, each remote under /remotes/<name>/, the runtime config
 * the shell reads at start (/app-config.json), and an SPA fallback to the shell's index.html.
 */
export interface FrontendsOptions {
  frontendsDir?: string;
  serveSourceMaps?: boolean;
  /** Shared by every replica and kept across releases: hashed files of every release (release-assets.ts). */
  assetsDir?: string;
  /** Days a release's hashed files stay in assetsDir after the last start of a gateway serving it. */
  assetsKeepDays?: number;
  /** The previous release's front ends (the layout of frontendsDir): its hashed files, read only. */
  previousDir?: string;
}

export async function frontendsPlugin(scope: FastifyInstance, options: FrontendsOptions) {
  /** Production keeps source maps (the full sources) out of what is served. */
  const hidden = (file: string) => options.serveSourceMaps === false && file.endsWith('.map');
  const dir = options.frontendsDir ? path.resolve(options.frontendsDir) : undefined;
  const shellRoot = dir ? path.join(dir, 'shell', 'dist') : undefined;
  if (dir && options.assetsDir) {
    const builds = ['shell', ...REMOTES].map((app) => ({ app, root: path.join(dir, app, 'dist') })).filter((b) => existsSync(b.root));
    try {
      const published = await publishReleaseAssets(builds, options.assetsDir, options.assetsKeepDays ?? 14);
      scope.log.info({ ...published, assetsDir: options.assetsDir }, 'front-end hashed files published for rolling updates');
    } catch (err) {
      // Serving this release's own files does not depend on it.
      scope.log.warn({ err, assetsDir: options.assetsDir }, 'front-end hashed files not published');
    }
  }
  /** A hashed file this build lacks, from another release (the shared assets folder, the previous build). */
  const otherRelease = (app: string, urlPath: string): { root: string; file: string } | undefined => {
    if (!isHashedAsset(urlPath.split('?')[0])) return undefined;
    for (const root of fallbackRoots(app, options)) {
      const file = safeFile(root, urlPath);
      if (file && !hidden(file)) return { root, file };
    }
    return undefined;
  };
  // / and /auth as HTML rendered ahead, with the API's current plans and modules (public-pages.ts).
  const publicPages = dir
    ? PublicPages.load({
        dir,
        fetch: injectFetch((request) => scope.inject(request)),
        onError: (err, pagePath) => scope.log.warn({ err, path: pagePath }, 'public page not rendered ahead; the plain document is served'),
      })
    : undefined;
  // /dashboard/* names its first load's files (remote-first-load.ts).
  const signedInDocuments = dir ? new SignedInDocuments(dir) : undefined;
  await scope.register(fastifyStatic, {
    root: shellRoot && existsSync(shellRoot) ? shellRoot : process.cwd(),
    serve: false,
    preCompressed: true,
  });

  scope.get('/app-config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return {
      apiBase: APP_API_BASE,
      remotes: Object.fromEntries(REMOTES.map((name) => [name, `/remotes/${name}/mf-manifest.json`])),
    };
  });

  /** The document module previews run in, under its own policy (preview-frame.ts). */
  scope.get(PREVIEW_FRAME_PATH, async (_request, reply) => {
    for (const [name, value] of Object.entries(PREVIEW_FRAME_HEADERS)) reply.header(name, value);
    return reply.type('text/html; charset=utf-8').send(PREVIEW_FRAME_HTML);
  });

  scope.get('/remotes/:name/*', async (request, reply) => {
    const { name } = request.params as { name: string; '*': string };
    const rest = (request.params as Record<string, string>)['*'];
    // The server renderer (landing/dist/ssr) runs in the gateway; browsers have no use for it.
    if (!dir || !(REMOTES as readonly string[]).includes(name)) return reply.status(404).send({ success: false, error: 'Unknown remote' });
    if (rest.startsWith('ssr/')) return reply.status(404).send({ success: false, error: `${name} remote file not found` });
    const root = path.join(dir, name, 'dist');
    const file = safeFile(root, rest);
    if (file && !hidden(file)) return send(reply, root, file);
    const other = otherRelease(name, rest);
    if (other) return send(reply, other.root, other.file);
    return reply.status(404).send({ success: false, error: `${name} remote file not found` });
  });

  scope.get('/*', async (request, reply) => {
    if (!shellRoot || !existsSync(path.join(shellRoot, 'index.html'))) {
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><title>Liquify</title><p>The web front end is not built yet. Run <code>npm start</code> (it builds it) and reload.</p>');
    }
    // Only the page itself: a query string (/auth?mode=signup, a referral link) may change what it shows.
    if (publicPages?.serves(request.url)) {
      const page = await publicPages.page(request.url);
      if (page) return sendRendered(request, reply, page);
    }
    const file = safeFile(shellRoot, request.url);
    if (file && !hidden(file)) return send(reply, shellRoot, file);
    const other = otherRelease('shell', request.url);
    if (other) return send(reply, other.root, other.file);
    // A missing asset is a 404; any other path is a client-side route of the SPA.
    if (/\.[a-z0-9]{1,8}$/i.test(request.url.split('?')[0])) return reply.status(404).send({ success: false, error: 'Not found' });
    const signedIn = signedInDocuments?.document(request.url);
    if (signedIn) return sendRendered(request, reply, signedIn);
    return send(reply, shellRoot, path.join(shellRoot, 'index.html'));
  });
}
