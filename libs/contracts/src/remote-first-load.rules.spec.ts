import { remoteFirstLoadFiles, routeFilesFor } from './remote-first-load.rules';

const manifest = {
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    routes: { '/dashboard': { js: ['home.js'], css: [] }, '/dashboard/modules': { js: ['shared.js', 'modules.js'], css: ['modules.css'] } },
  },
  exposes: [{ name: 'DashboardApp', assets: { js: { sync: ['expose.js', 'shared.js'], async: ['editor.js'] }, css: { sync: ['app.css'], async: [] } } }],
};

describe('remoteFirstLoadFiles', () => {
  it("answers the remote's entry, the expose's files and the page's, each once, none of the expose's on-demand files", () => {
    expect(remoteFirstLoadFiles(manifest, 'DashboardApp', '/dashboard/modules/')).toEqual({
      js: ['remoteEntry.js', 'expose.js', 'shared.js', 'modules.js'],
      css: ['app.css', 'modules.css'],
    });
    expect(remoteFirstLoadFiles(manifest, 'DashboardApp', '/dashboard').js).toEqual(['remoteEntry.js', 'expose.js', 'shared.js', 'home.js']);
  });

  it('puts the entry under its path, and answers no file for what is not a manifest', () => {
    const nested = { ...manifest, metaData: { ...manifest.metaData, remoteEntry: { name: 'remoteEntry.js', path: 'static/' } } };
    expect(remoteFirstLoadFiles(nested, 'Nope', '/elsewhere')).toEqual({ js: ['static/remoteEntry.js'], css: [] });
    for (const junk of [undefined, null, 'manifest', { metaData: 3 }, { exposes: [] }]) expect(remoteFirstLoadFiles(junk, 'DashboardApp', '/dashboard')).toEqual({ js: [], css: [] });
  });

  it('reads routes defensively', () => {
    expect(routeFilesFor({ '/dashboard': { js: ['ok.js', 7, ''], css: 'x' } }, '/dashboard')).toEqual({ js: ['ok.js'], css: [] });
    expect(routeFilesFor(null, '/dashboard')).toEqual({ js: [], css: [] });
  });
});
