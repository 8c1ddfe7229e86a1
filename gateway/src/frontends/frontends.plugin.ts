import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { PREVIEW_FRAME_PATH } from '@liquify/contracts';
import { PREVIEW_FRAME_HEADERS, PREVIEW_FRAME_HTML } from './preview-frame';

export const REMOTES = ['landing', 'dashboard', 'admin'] as const;

/** Files whose names carry a content hash can be cached for a year; entry points must revalidate. */
function cacheControlFor(file: string): string {
  const base = path.basename(file);
  if (base === 'index.html' || base === 'mf-manifest.json' || base === 'remoteEntry.js' || base.endsWith('.html')) return 'no-cache';
  return /[.-][a-f0-9]{8,}\./.test(base) ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
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

/**
 * The whole product on one origin: the shell at /, each remote under /remotes/<name>/, the runtime config
 * the shell reads at start (/app-config.json), and an SPA fallback to the shell's index.html.
 */
export async function frontendsPlugin(scope: FastifyInstance, options: { frontendsDir?: string; serveSourceMaps?: boolean }) {
  /** Production keeps source maps (the full sources) out of what is served. */
  const hidden = (file: string) => options.serveSourceMaps === false && file.endsWith('.map');
  const dir = options.frontendsDir ? path.resolve(options.frontendsDir) : undefined;
  const shellRoot = dir ? path.join(dir, 'shell', 'dist') : undefined;
  await scope.register(fastifyStatic, {
    root: shellRoot && existsSync(shellRoot) ? shellRoot : process.cwd(),
    serve: false,
    preCompressed: true,
  });

  scope.get('/app-config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return {
      apiBase: '/api',
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
    if (!dir || !(REMOTES as readonly string[]).includes(name)) return reply.status(404).send({ success: false, error: 'Unknown remote' });
    const root = path.join(dir, name, 'dist');
    const file = safeFile(root, rest);
    if (!file || hidden(file)) return reply.status(404).send({ success: false, error: `${name} remote file not found` });
    return send(reply, root, file);
  });

  scope.get('/*', async (request, reply) => {
    if (!shellRoot || !existsSync(path.join(shellRoot, 'index.html'))) {
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><title>Liquify</title><p>The web front end is not built yet. Run <code>npm start</code> (it builds it) and reload.</p>');
    }
    const file = safeFile(shellRoot, request.url);
    if (file && !hidden(file)) return send(reply, shellRoot, file);
    // A missing asset is a 404; any other path is a client-side route of the SPA.
    if (/\.[a-z0-9]{1,8}$/i.test(request.url.split('?')[0])) return reply.status(404).send({ success: false, error: 'Not found' });
    return send(reply, shellRoot, path.join(shellRoot, 'index.html'));
  });
}
