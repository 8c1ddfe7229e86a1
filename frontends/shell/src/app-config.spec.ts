import { DEFAULT_APP_CONFIG, loadAppConfig, parseAppConfig } from './app-config';

describe('app-config.json', () => {
  it('reads the api base and the remote manifests', () => {
    expect(
      parseAppConfig({
        apiBase: 'https://api.example.com/api',
        remotes: { landing: 'https://cdn.example.com/landing/mf-manifest.json' },
      }),
    ).toEqual({
      apiBase: 'https://api.example.com/api',
      remotes: { ...DEFAULT_APP_CONFIG.remotes, landing: 'https://cdn.example.com/landing/mf-manifest.json' },
    });
  });

  it('rejects a value that is not an object', () => {
    expect(() => parseAppConfig('nope')).toThrow('app-config.json must be a JSON object');
  });

  it("falls back to the serving contract's values when the file cannot be fetched", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const missing = (async () => new Response('not found', { status: 404 })) as typeof fetch;
    await expect(loadAppConfig(missing)).resolves.toEqual(DEFAULT_APP_CONFIG);
  });

  it('fetches /app-config.json', async () => {
    const urls: string[] = [];
    const served = (async (url: RequestInfo | URL) => {
      urls.push(String(url));
      return new Response(JSON.stringify({ apiBase: '/api', remotes: DEFAULT_APP_CONFIG.remotes }), { status: 200 });
    }) as typeof fetch;
    await expect(loadAppConfig(served)).resolves.toEqual(DEFAULT_APP_CONFIG);
    expect(urls).toEqual(['/app-config.json']);
  });
});
