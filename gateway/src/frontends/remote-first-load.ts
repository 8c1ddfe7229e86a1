/**
 * The shell's document for a signed-in page (/dashboard/*) names what its first load fetches (issue 26 item 3):
 * /app-config.json, the dashboard remote's manifest, entry and expose, and the opened page's own files (read
 * from the remote's mf-manifest.json, `remoteFirstLoadFiles`). The browser then fetches them with the shell's
 * own code; without them each waited for the one before it to arrive and run (the shell's entry, the config,
 * the manifest, the expose): four round trips and the shell's start-up later on a phone.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { earlyRequestsFor, remoteFirstLoadFiles } from '@liquify/contracts';
import type { RenderedDocument } from './public-pages';

/** The remote page a signed-in path opens; the shell's user-area.ts maps the same paths. */
const SIGNED_IN_PAGES: Array<{ path: RegExp; remote: string; expose: string }> = [{ path: /^\/dashboard(\/|$)/, remote: 'dashboard', expose: 'DashboardApp' }];

/** The shell's config, read by its entry before anything else (frontends/shell/src/app-config.ts). */
const APP_CONFIG_PATH = '/app-config.json';
/** Where the front ends reach the API: the `apiBase` of the config the gateway answers at APP_CONFIG_PATH. */
export const APP_API_BASE = '/api';

/**
 * The API answers a signed-in page asks for first that need no token (@liquify/contracts' early-requests rules:
 * the catalogue on /dashboard/modules), as the shell's entry requests them. The document can ask for those at
 * once; the ones with the user's token wait for the entry, which reads it from storage.
 */
export function tokenlessEarlyRequests(pathname: string): string[] {
  return earlyRequestsFor(pathname)
    .filter((request) => !request.auth)
    .map((request) => `${APP_API_BASE}${request.path}`);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A `<link rel="preload">`; `crossorigin` for what a fetch() requests (CORS mode, same-origin credentials), `low`
 * for a file wanted after the ones of normal priority.
 */
function preloadLink(href: string, as: string, { crossorigin = false, low = false } = {}): string {
  return `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${crossorigin ? ' crossorigin' : ''}${low ? ' fetchpriority="low"' : ''}>`;
}

/**
 * The preload links of a first load. `head`: the config and the remote's manifest, as the shell's fetches request
 * them; two small files the rest waits for (the API calls start once the config is read), so they go first, ahead
 * of the shell's stylesheet and scripts, instead of sharing the line with ~200 KB of code; then `data`, the page's
 * first API answers that need no token. `body`: the remote's
 * stylesheets and scripts, as the federation runtime adds them, after the shell's own. The remote's scripts are
 * of low priority: the shell's own come first, so its entry runs and sends the page's API requests (they are of
 * high priority too), and React starts, while the remote's code downloads (on a phone's first load of
 * /dashboard/modules the entry arrived ~0.3 s later sharing the line with them, and React once every file had
 * come). The federation runtime raises each to a script's priority when it asks for it. Files are relative to
 * `remoteBase` (the folder of the manifest).
 */
export function firstLoadPreloadTags(remoteBase: string, files: { js: string[]; css: string[] }, data: readonly string[] = []): { head: string; body: string } {
  return {
    head: [
      preloadLink(APP_CONFIG_PATH, 'fetch', { crossorigin: true }),
      preloadLink(`${remoteBase}mf-manifest.json`, 'fetch', { crossorigin: true }),
      // The page's first data the document can ask for (tokenlessEarlyRequests): on a phone the list waited for
      // the entry's code to arrive and run before its catalogue went out (~1.1-1.5 s into a first load).
      ...data.map((url) => preloadLink(url, 'fetch', { crossorigin: true })),
    ].join(''),
    body: [
      ...files.css.map((file) => preloadLink(`${remoteBase}${file}`, 'style')),
      ...files.js.map((file) => preloadLink(`${remoteBase}${file}`, 'script', { low: true })),
    ].join(''),
  };
}

/**
 * `html` with `tags.head` first in its head (after its charset, which must come in the first 1024 bytes) and
 * `tags.body` last in its body; undefined when it has neither.
 */
export function withPreloadTags(html: string, tags: { head: string; body: string }): string | undefined {
  const head = /<head[^>]*>(\s*<meta charset=[^>]*>)?/i.exec(html);
  const end = html.lastIndexOf('</body>');
  if (!head || end < head.index) return undefined;
  const afterHead = head.index + head[0].length;
  return `${html.slice(0, afterHead)}${tags.head}${html.slice(afterHead, end)}${tags.body}${html.slice(end)}`;
}

const mtimeOf = (file: string) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
};

/** The documents of signed-in pages, made from the built shell and remotes under `dir` (FRONTENDS_DIR). */
export class SignedInDocuments {
  private readonly cache = new Map<string, RenderedDocument>();
  private readonly manifests = new Map<string, { mtime: number; manifest: unknown }>();

  constructor(
    private readonly dir: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The shell's document for `urlPath` with its page's files named; undefined for any other path or when a build is missing. */
  document(urlPath: string): RenderedDocument | undefined {
    const pathname = urlPath.split('?')[0];
    const page = SIGNED_IN_PAGES.find((candidate) => candidate.path.test(pathname));
    if (!page) return undefined;
    const template = path.join(this.dir, 'shell', 'dist', 'index.html');
    const manifestFile = path.join(this.dir, page.remote, 'dist', 'mf-manifest.json');
    const [templateTime, manifestTime] = [mtimeOf(template), mtimeOf(manifestFile)];
    if (templateTime === undefined || manifestTime === undefined) return undefined;
    const manifest = this.manifest(manifestFile, manifestTime);
    if (manifest === undefined) return undefined;
    const files = remoteFirstLoadFiles(manifest, page.expose, pathname);
    if (files.js.length === 0) return undefined;
    const data = tokenlessEarlyRequests(pathname);
    // One document per set of files and data (a handful of routes), made again when a build changes.
    const key = `${templateTime}|${manifestTime}|${files.js.join(',')}|${files.css.join(',')}|${data.join(',')}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const html = withPreloadTags(readFileSync(template, 'utf8'), firstLoadPreloadTags(`/remotes/${page.remote}/`, files, data));
    if (html === undefined) return undefined;
    const body = Buffer.from(html);
    const made: RenderedDocument = {
      html: body,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(body, { level: 9 }),
      renderedAt: this.now(),
    };
    for (const old of this.cache.keys()) if (!old.startsWith(`${templateTime}|${manifestTime}|`)) this.cache.delete(old);
    this.cache.set(key, made);
    return made;
  }

  /** A remote's manifest, read again when its build changes. */
  private manifest(file: string, mtime: number): unknown {
    const known = this.manifests.get(file);
    if (known?.mtime === mtime) return known.manifest;
    try {
      const manifest: unknown = JSON.parse(readFileSync(file, 'utf8'));
      this.manifests.set(file, { mtime, manifest });
      return manifest;
    } catch {
      return undefined;
    }
  }
}
