import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { SingleFlight } from '@liquify/redis';
import { composePrerenderedDocument } from './prerendered-document';

/**
 * The public pages (/ and /auth) sent as HTML: the landing remote's server renderer
 * (frontends/landing/dist/ssr/render.cjs, built with the landing) renders them with the catalogue and the
 * plans as the API answers them now, into the shell's index.html (prerendered-document.ts). Visitors get a
 * page rendered ahead, never wait for a render: a page older than `maxAgeMs` is still sent while a newer one
 * is rendered behind it, so a changed plan or module reaches the HTML within about that time. When there is
 * no renderer, or rendering fails (an API down), the plain shell document is sent as before.
 */

/** What frontends/landing/src/prerender/render.tsx exports. */
interface LandingRenderer {
  PUBLIC_PAGES: Record<string, unknown>;
  renderPublicPage(path: string, options: { apiBase: string; fetch: typeof fetch; seed: number }): Promise<{ html: string; state: unknown }>;
  criticalCss(html: string, stylesheets: readonly string[]): string;
}

export interface RenderedDocument {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  renderedAt: number;
}

export interface PublicPagesOptions {
  /** FRONTENDS_DIR: shell/dist/index.html, landing/dist/ssr/render.cjs and the stylesheets. */
  dir: string;
  /** How the renderer reaches the API (the gateway passes its own routes, without the network). */
  fetch: typeof fetch;
  maxAgeMs?: number;
  /** A first render that takes longer is not waited for (the plain document goes out meanwhile). */
  firstRenderWaitMs?: number;
  onError?: (err: unknown, pagePath: string) => void;
  now?: () => number;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const API_BASE = 'http://gateway.internal/api';

/** The stylesheets of the shell's document and of the landing's exposes, read from the build. */
function stylesheetsOf(dir: string, template: string): string[] {
  const files: string[] = [];
  for (const match of template.matchAll(/<link\b[^>]*\bhref="?\/([^"\s>]+\.css)"?[^>]*>/g)) files.push(path.join(dir, 'shell', 'dist', match[1]));
  const manifestFile = path.join(dir, 'landing', 'dist', 'mf-manifest.json');
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { exposes?: Array<{ assets?: { css?: { sync?: string[] } } }> };
    const css = new Set((manifest.exposes ?? []).flatMap((expose) => expose.assets?.css?.sync ?? []));
    for (const file of css) files.push(path.join(dir, 'landing', 'dist', file));
  }
  return files.filter((file) => existsSync(file)).map((file) => readFileSync(file, 'utf8'));
}

export class PublicPages {
  private readonly cache = new Map<string, RenderedDocument>();
  private readonly rendering = new SingleFlight<RenderedDocument | undefined>();
  private readonly maxAgeMs: number;
  private readonly firstRenderWaitMs: number;
  private readonly now: () => number;

  private constructor(
    private readonly renderer: LandingRenderer,
    private readonly template: string,
    private readonly stylesheets: string[],
    private readonly options: PublicPagesOptions,
  ) {
    this.maxAgeMs = options.maxAgeMs ?? 30_000;
    this.firstRenderWaitMs = options.firstRenderWaitMs ?? 5_000;
    this.now = options.now ?? Date.now;
  }

  /** Undefined when the front ends are not built with a renderer (the plain document is served). */
  static load(options: PublicPagesOptions): PublicPages | undefined {
    const templateFile = path.join(options.dir, 'shell', 'dist', 'index.html');
    const rendererFile = path.join(options.dir, 'landing', 'dist', 'ssr', 'render.cjs');
    if (!existsSync(templateFile) || !existsSync(rendererFile)) return undefined;
    const template = readFileSync(templateFile, 'utf8');
    // A build output read at run time, by path (FRONTENDS_DIR is configuration).
    const renderer = require(rendererFile) as LandingRenderer;
    return new PublicPages(renderer, template, stylesheetsOf(options.dir, template), options);
  }

  /** Whether `pagePath` (no query string) is one of the pages rendered ahead. */
  serves(pagePath: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.renderer.PUBLIC_PAGES, pagePath);
  }

  /** The page's document: the cached one (renewed behind it once old), or a first render if it is quick enough. */
  async page(pagePath: string): Promise<RenderedDocument | undefined> {
    const cached = this.cache.get(pagePath);
    if (cached) {
      if (this.now() - cached.renderedAt > this.maxAgeMs) void this.render(pagePath);
      return cached;
    }
    let cancelTimeout = () => {};
    const timeout = new Promise<undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), this.firstRenderWaitMs);
      cancelTimeout = () => clearTimeout(timer);
    });
    try {
      return await Promise.race([this.render(pagePath), timeout]);
    } finally {
      cancelTimeout();
    }
  }

  /** Renders `pagePath` once at a time; a failure keeps the previous document. */
  render(pagePath: string): Promise<RenderedDocument | undefined> {
    return this.rendering.run(pagePath, async () => {
      const started = this.now();
      try {
        const seed = Math.floor(Math.random() * 2 ** 32);
        const rendered = await this.renderer.renderPublicPage(pagePath, { apiBase: API_BASE, fetch: this.options.fetch, seed });
        const criticalCss = this.renderer.criticalCss(rendered.html, this.stylesheets);
        const document = composePrerenderedDocument(this.template, { path: pagePath, html: rendered.html, state: rendered.state, criticalCss });
        if (!document) throw new Error('shell/dist/index.html has no <div id="root"> followed by <noscript>');
        const html = Buffer.from(document);
        const [br, gz] = await Promise.all([
          brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 10, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
          gzipAsync(html, { level: 9 }),
        ]);
        const result: RenderedDocument = { html, br, gzip: gz, renderedAt: started };
        this.cache.set(pagePath, result);
        return result;
      } catch (err) {
        this.options.onError?.(err, pagePath);
        return this.cache.get(pagePath);
      }
    });
  }
}

/** A fetch that answers from the gateway's own routes (Fastify's inject), for the renderer's API calls. */
export function injectFetch(inject: (request: { method: 'GET'; url: string; headers: Record<string, string> }) => Promise<{ statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }>): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    // The pages read public lists only.
    if (init?.method && init.method !== 'GET') throw new Error(`the public pages' renderer only reads (${init.method} ${url.pathname})`);
    const response = await inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { accept: 'application/json' } });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined && name !== 'content-encoding' && name !== 'transfer-encoding') headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}
