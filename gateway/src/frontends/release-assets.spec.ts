import path from 'node:path';
import { fallbackRoots, isHashedAsset } from './release-assets';

describe('isHashedAsset: files that never change under their name', () => {
  it('recognises content-hashed chunks, styles, images and their precompressed siblings', () => {
    for (const file of ['503.9f3255c5.js', 'static/js/async/503.9f3255c5.js', 'main.7c5fbf4c.css', '__federation_expose_HomePage.d04a8569.js', '16ca6414a2f2c666.svg', 'main.7c5fbf4c.css.br', '122.e98fa90f.js.gz']) {
      expect([file, isHashedAsset(file)]).toEqual([file, true]);
    }
  });

  it('leaves entry points and plain names out (they must come from the release answering)', () => {
    for (const file of ['index.html', 'mf-manifest.json', 'mf-manifest-stats.json', 'remoteEntry.js', 'favicon.ico', 'site.webmanifest', 'main.js', '/some/page']) {
      expect([file, isHashedAsset(file)]).toEqual([file, false]);
    }
  });
});

describe('fallbackRoots', () => {
  it('looks in the shared assets folder, then the previous build, for the app asked', () => {
    expect(fallbackRoots('dashboard', { assetsDir: '/srv/assets', previousDir: '/srv/previous' })).toEqual([path.resolve('/srv/assets/dashboard'), path.resolve('/srv/previous/dashboard/dist')]);
    expect(fallbackRoots('shell', {})).toEqual([]);
  });
});
