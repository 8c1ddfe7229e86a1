import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { MODULE_CATALOGUE_REQUEST } from '@liquify/contracts';
import { firstLoadPreloadTags, SignedInDocuments, tokenlessEarlyRequests, withPreloadTags } from './remote-first-load';

const SHELL_HTML = '<html><head><meta charset="utf-8"><link href="/main.css" rel="stylesheet"></head><body><div id="root"></div><script defer src="/main.js"></script><link rel="preload" href="/610.js" as="script"></body></html>';

function manifest(routeFile: string) {
  return {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, routes: { '/dashboard/modules': { js: ['4284.js', routeFile], css: [] }, '/dashboard/modules/:slug': { js: ['detail.js'], css: ['detail.css'] } } },
    exposes: [
      { name: 'DashboardApp', assets: { js: { sync: ['expose.js', '4284.js'], async: ['editor.js'] }, css: { sync: ['3756.css'], async: [] } } },
      { name: 'HelpApp', assets: { js: { sync: ['help.js'], async: [] }, css: { sync: [], async: [] } } },
    ],
    shared: [],
  };
}

/** A FRONTENDS_DIR with the shell's document and the dashboard remote's manifest. */
function frontendsDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'liquify-first-load-'));
  mkdirSync(path.join(dir, 'shell', 'dist'), { recursive: true });
  mkdirSync(path.join(dir, 'dashboard', 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'shell', 'dist', 'index.html'), SHELL_HTML);
  writeFileSync(path.join(dir, 'dashboard', 'dist', 'mf-manifest.json'), JSON.stringify(manifest('route.dashboard.modules.1.js')));
  return dir;
}

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"( crossorigin)?( fetchpriority="low")?>/g)].map(([, href, as, cors, low]) => `${as}${cors ? '+cors' : ''}${low ? ' (low)' : ''} ${href.replace(/&amp;/g, '&')}`);

describe('the document of a signed-in page names its first load (issue 26 item 3)', () => {
  it("names the config, the remote's manifest and the page's tokenless data first, then after the shell's own files the remote's entry, expose and the opened page's files, each once, its scripts after the shell's", () => {
    const document = new SignedInDocuments(frontendsDir()).document('/dashboard/modules?search=bar');
    const html = document!.html.toString();
    expect(html.startsWith('<html><head><meta charset="utf-8"><link rel="preload" href="/app-config.json" as="fetch" crossorigin>')).toBe(true);
    expect(html.replace(/<link rel="preload"[^>]*>/g, '')).toBe(SHELL_HTML.replace('<link rel="preload" href="/610.js" as="script">', ''));
    expect(preloads(html)).toEqual([
      'fetch+cors /app-config.json',
      'fetch+cors /remotes/dashboard/mf-manifest.json',
      `fetch+cors /api${MODULE_CATALOGUE_REQUEST.path}`,
      'script /610.js',
      'style /remotes/dashboard/3756.css',
      'script (low) /remotes/dashboard/remoteEntry.js',
      'script (low) /remotes/dashboard/expose.js',
      'script (low) /remotes/dashboard/4284.js',
      'script (low) /remotes/dashboard/route.dashboard.modules.1.js',
    ]);
    expect(html.endsWith('</body></html>')).toBe(true);
    expect(brotliDecompressSync(document!.br).toString()).toBe(html);
  });

  it("names a page's own route (a parameter standing for one segment)", () => {
    const html = new SignedInDocuments(frontendsDir()).document('/dashboard/modules/countdown-banner')!.html.toString();
    expect(preloads(html)).toContain('script (low) /remotes/dashboard/detail.js');
    expect(preloads(html)).toContain('style /remotes/dashboard/detail.css');
    expect(preloads(html)).not.toContain('script (low) /remotes/dashboard/route.dashboard.modules.1.js');
    expect(preloads(html).filter((tag) => tag.includes('/api/'))).toEqual([]);
  });

  it("asks ahead only for the page's first data that needs no token (the user's own data waits for the entry, which holds it)", () => {
    expect(tokenlessEarlyRequests('/dashboard/modules')).toEqual([`/api${MODULE_CATALOGUE_REQUEST.path}`]);
    expect(tokenlessEarlyRequests('/dashboard/modules/')).toEqual([`/api${MODULE_CATALOGUE_REQUEST.path}`]);
    for (const other of ['/dashboard', '/dashboard/library', '/dashboard/modules/countdown-banner', '/help', '/']) expect(tokenlessEarlyRequests(other)).toEqual([]);
  });

  it('leaves every other path to the plain document, and a missing or broken build too', () => {
    const dir = frontendsDir();
    const documents = new SignedInDocuments(dir);
    for (const other of ['/', '/auth', '/help', '/dashboards', '/admin/modules']) expect(documents.document(other)).toBeUndefined();
    writeFileSync(path.join(dir, 'dashboard', 'dist', 'mf-manifest.json'), '{ not json');
    expect(new SignedInDocuments(dir).document('/dashboard/modules')).toBeUndefined();
    expect(new SignedInDocuments(path.join(dir, 'nothing')).document('/dashboard/modules')).toBeUndefined();
  });

  it('follows a new build of the remote', () => {
    const dir = frontendsDir();
    const documents = new SignedInDocuments(dir);
    expect(documents.document('/dashboard/modules')!.html.toString()).toContain('route.dashboard.modules.1.js');
    const file = path.join(dir, 'dashboard', 'dist', 'mf-manifest.json');
    writeFileSync(file, JSON.stringify(manifest('route.dashboard.modules.2.js')));
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    const html = documents.document('/dashboard/modules')!.html.toString();
    expect(html).toContain('route.dashboard.modules.2.js');
    expect(html).not.toContain('route.dashboard.modules.1.js');
  });

  it('escapes what it writes into attributes, and needs a body to write into', () => {
    expect(firstLoadPreloadTags('/r/', { js: ['a"b.js'], css: [] }).body).toContain('href="/r/a&quot;b.js"');
    expect(withPreloadTags('<html></html>', { head: '<link>', body: '<link>' })).toBeUndefined();
    expect(withPreloadTags('<html><head></head><body></body></html>', { head: '<a>', body: '<b>' })).toBe('<html><head><a></head><body><b></body></html>');
  });
});
