import { preloadFiles, routeFilesFor, routeMatchScore, routePreloadPlugin } from './route-preload';

const routes = {
  '/dashboard': { js: ['route.dashboard.1.js'], css: [] },
  '/dashboard/modules': { js: ['3710.js', 'route.dashboard.modules.2.js'], css: ['route.dashboard.modules.2.css'] },
  '/dashboard/modules/:slug': { js: ['3710.js', 'route.dashboard.modules.$slug.3.js'], css: [] },
  '/dashboard/library/edit/section/:sectionId': { js: ['section-editor.js'], css: [] },
  '/dashboard/library/edit/:userModuleId': { js: ['module-editor.js'], css: [] },
  '/dashboard/:anything/new': { js: ['catch-all.js'], css: [] },
  '/dashboard/stores/new': { js: ['stores-new.js'], css: [] },
};

describe('route files from a remote manifest', () => {
  it('matches whole paths, a parameter standing for one segment', () => {
    expect(routeMatchScore('/dashboard/modules/:slug', '/dashboard/modules/countdown-banner')).toBe(2);
    expect(routeMatchScore('/dashboard/modules/:slug', '/dashboard/modules')).toBe(-1);
    expect(routeMatchScore('/dashboard/modules', '/dashboard/modules/')).toBe(2);
    expect(routeMatchScore('/dashboard/modules', '/dashboard/sections')).toBe(-1);
    expect(routeMatchScore('/dashboard', '/dashboard/modules')).toBe(-1);
  });

  it("answers the files of the page a path opens, the most literal route winning, and none for other paths", () => {
    expect(routeFilesFor(routes, '/dashboard/modules')).toEqual({ js: ['3710.js', 'route.dashboard.modules.2.js'], css: ['route.dashboard.modules.2.css'] });
    expect(routeFilesFor(routes, '/dashboard/modules/countdown-banner').js).toEqual(['3710.js', 'route.dashboard.modules.$slug.3.js']);
    expect(routeFilesFor(routes, '/dashboard/library/edit/section/abc').js).toEqual(['section-editor.js']);
    expect(routeFilesFor(routes, '/dashboard/library/edit/abc').js).toEqual(['module-editor.js']);
    expect(routeFilesFor(routes, '/dashboard/stores/new').js).toEqual(['stores-new.js']);
    expect(routeFilesFor(routes, '/dashboard/unknown/page/deep')).toEqual({ js: [], css: [] });
    expect(routeFilesFor(undefined, '/dashboard')).toEqual({ js: [], css: [] });
    expect(routeFilesFor({ '/dashboard': { js: ['ok.js', 7, ''], css: 'x' } }, '/dashboard')).toEqual({ js: ['ok.js'], css: [] });
  });
});

describe('preloading them', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds one preload per file, relative to the manifest, skipping files already preloaded', () => {
    document.head.innerHTML = '<link rel="preload" as="script" href="http://localhost/remotes/dashboard/3710.js">';
    const added = preloadFiles(routeFilesFor(routes, '/dashboard/modules'), 'http://localhost/remotes/dashboard/mf-manifest.json');
    expect(added).toEqual(['http://localhost/remotes/dashboard/route.dashboard.modules.2.css', 'http://localhost/remotes/dashboard/route.dashboard.modules.2.js']);
    const links = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [link.getAttribute('as'), (link as HTMLLinkElement).href]);
    expect(links).toEqual([
      ['script', 'http://localhost/remotes/dashboard/3710.js'],
      ['style', 'http://localhost/remotes/dashboard/route.dashboard.modules.2.css'],
      ['script', 'http://localhost/remotes/dashboard/route.dashboard.modules.2.js'],
    ]);
    expect(preloadFiles(routeFilesFor(routes, '/dashboard/modules'), 'http://localhost/remotes/dashboard/mf-manifest.json')).toEqual([]);
  });

  it("the runtime plugin preloads the current page's files when a manifest with routes is read, and passes the arguments on", () => {
    const plugin = routePreloadPlugin(() => '/dashboard/modules/countdown-banner');
    const args = { manifestJson: { metaData: { routes } }, manifestUrl: '/remotes/dashboard/mf-manifest.json', remoteSnapshot: {} };
    const hook = plugin.loadRemoteSnapshot as unknown as (a: typeof args) => typeof args;
    expect(hook(args)).toBe(args);
    expect([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href)).toEqual([
      'http://localhost/remotes/dashboard/3710.js',
      'http://localhost/remotes/dashboard/route.dashboard.modules.$slug.3.js',
    ]);
    const landing = { manifestJson: { metaData: {} }, manifestUrl: '/remotes/landing/mf-manifest.json' };
    expect((plugin.loadRemoteSnapshot as unknown as (a: typeof landing) => typeof landing)(landing)).toBe(landing);
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(2);
  });
});
