#!/usr/bin/env node
// A small stand-in for the gateway's static side, to try the front ends in a browser before (or
// without) the real stack. It follows the serving contract exactly:
//   GET /app-config.json              -> { apiBase: '/api', remotes: { <name>: '/remotes/<name>/mf-manifest.json' } }
//   /remotes/<remote>/<file>          -> frontends/<remote>/dist/<file>
//   /api/*                            -> proxied to API_TARGET (default http://127.0.0.1:8080) when it answers,
//                                        else 502 { success: false, error }
//   any other file under the shell    -> frontends/shell/dist/<file>
//   any other path                    -> frontends/shell/dist/index.html (SPA fallback)
// Usage: node e2e/browser/support/static-server.mjs [--port 4300]   (PORT and API_TARGET env work too)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const frontends = path.join(repoRoot, 'frontends');

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

export const REMOTES = ['landing', 'dashboard', 'admin'];

export function appConfig() {
  return {
    apiBase: '/api',
    remotes: Object.fromEntries(REMOTES.map((name) => [name, `/remotes/${name}/mf-manifest.json`])),
  };
}

function sendJson(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': MIME['.json'], 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-cache' });
  res.end(text);
}

/** Serves `file` if it is a regular file inside `root`; false otherwise. */
function sendFile(res, root, relative, method) {
  const file = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (!file.startsWith(root + path.sep) && file !== root) return false;
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return false;
  }
  if (!stat.isFile()) return false;
  const ext = path.extname(file).toLowerCase();
  const immutable = /\.[0-9a-f]{8}\.(js|css)$/.test(file);
  res.writeHead(200, {
    'Content-Type': MIME[ext] ?? 'application/octet-stream',
    'Content-Length': stat.size,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    // Remotes are fetched by the shell's runtime; same origin here, but keep CORS open like a CDN would.
    'Access-Control-Allow-Origin': '*',
  });
  if (method === 'HEAD') res.end();
  else fs.createReadStream(file).pipe(res);
  return true;
}

function proxyApi(req, res, target) {
  const url = new URL(req.url, target);
  const upstream = http.request(
    url,
    { method: req.method, headers: { ...req.headers, host: url.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (!res.headersSent) {
      sendJson(res, 502, { success: false, error: `API unavailable at ${target} (${error.code ?? error.message})` });
    } else {
      res.destroy(error);
    }
  });
  req.pipe(upstream);
}

export function createStaticServer({ apiTarget = 'http://127.0.0.1:8080' } = {}) {
  const shellDist = path.join(frontends, 'shell', 'dist');
  return http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';

    if (pathname === '/api' || pathname.startsWith('/api/')) return proxyApi(req, res, apiTarget);
    if (method !== 'GET' && method !== 'HEAD') return sendJson(res, 405, { success: false, error: 'Method not allowed' });
    if (pathname === '/app-config.json') return sendJson(res, 200, appConfig());

    const remote = /^\/remotes\/([a-z0-9-]+)\/(.*)$/.exec(pathname);
    if (remote) {
      const [, name, rest] = remote;
      if (REMOTES.includes(name) && sendFile(res, path.join(frontends, name, 'dist'), decodeURIComponent(rest), method)) return;
      return sendJson(res, 404, { success: false, error: `Not found: ${pathname}` });
    }

    if (pathname !== '/' && sendFile(res, shellDist, decodeURIComponent(pathname.slice(1)), method)) return;
    // A path that names a file (has an extension) and is missing is a 404, not the app.
    if (path.extname(pathname)) return sendJson(res, 404, { success: false, error: `Not found: ${pathname}` });
    if (sendFile(res, shellDist, 'index.html', method)) return;
    res.writeHead(503, { 'Content-Type': MIME['.txt'] });
    res.end('frontends/shell/dist/index.html is missing: run `npx nx run @liquify/shell:build` first.\n');
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const portArg = process.argv.indexOf('--port');
  const port = Number(portArg > -1 ? process.argv[portArg + 1] : (process.env.PORT ?? 4300));
  const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
  createStaticServer({ apiTarget }).listen(port, '127.0.0.1', () => {
    process.stdout.write(`front ends on http://127.0.0.1:${port} (API proxied to ${apiTarget})\n`);
  });
}
