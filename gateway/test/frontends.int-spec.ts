import { testInfra, uniqueName } from '@liquify/testing';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startGateway } from './start-gateway';
import { JWT_PUBLIC_KEYS } from './token-keys';

/**
 * The built front ends as the gateway serves them: the production build writes `.br` and `.gz` siblings of
 * its text assets (libs/ui/build/precompress-plugin.mjs), and the gateway picks the one the browser accepts.
 * The whole gateway (real Redis, every plugin and hook) so nothing else on the way rewrites the answer.
 */
let app: NestFastifyApplication;

const SCRIPT = `/* shell */ ${'console.log("liquify shell main chunk");\n'.repeat(200)}`;
const REMOTE_ENTRY = `/* landing */ ${'var landing = "remote entry of the landing remote";\n'.repeat(200)}`;
const INDEX_HTML = `<!doctype html><html><head><title>shell</title></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;
const SMALL = 'console.log("small")';

/** Writes a file and, like the build, its precompressed siblings. */
function writeWithSiblings(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(content)));
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(content)));
}

function get(url: string, acceptEncoding?: string) {
  return app
    .getHttpAdapter()
    .getInstance()
    .inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
}

beforeAll(async () => {
  const infra = await testInfra(['redis']);
  const frontends = mkdtempSync(path.join(tmpdir(), 'liquify-frontends-compressed-'));
  const shell = path.join(frontends, 'shell', 'dist');
  const landing = path.join(frontends, 'landing', 'dist');
  mkdirSync(shell, { recursive: true });
  mkdirSync(landing, { recursive: true });
  writeWithSiblings(path.join(shell, 'index.html'), INDEX_HTML);
  writeWithSiblings(path.join(shell, 'main.0123abcd.js'), SCRIPT);
  // Below the build's threshold: no siblings.
  writeFileSync(path.join(shell, '390.a25499ab.js'), SMALL);
  writeWithSiblings(path.join(landing, 'remoteEntry.js'), REMOTE_ENTRY);
  app = await startGateway({
    JWT_PUBLIC_KEYS,
    REDIS_URL: infra.redisUrl,
    REDIS_KEY_PREFIX: `${uniqueName('gw')}:`,
    FRONTENDS_DIR: frontends,
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
});

describe('precompressed front-end assets', () => {
  it('sends the brotli sibling when the browser accepts br, with the script content-type and long caching', async () => {
    const plain = await get('/main.0123abcd.js');
    const res = await get('/main.0123abcd.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe(plain.headers['content-type']);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip sibling when the browser accepts gzip but not br', async () => {
    const res = await get('/main.0123abcd.js', 'gzip, deflate');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
    const refused = await get('/main.0123abcd.js', 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('sends the file itself without Accept-Encoding, or with identity only', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/main.0123abcd.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('falls back to the file itself when the build wrote no sibling (asset under the threshold)', async () => {
    const res = await get('/390.a25499ab.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SMALL);
  });

  it('keeps the SPA fallback: a client-side route gets the compressed index.html, never cached', async () => {
    const res = await get('/dashboard/library?type=sections', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX_HTML);
    const root = await get('/', 'gzip');
    expect(root.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(root.rawPayload).toString()).toBe(INDEX_HTML);
    const plain = await get('/auth');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX_HTML);
    expect((await get('/missing.js', 'br')).statusCode).toBe(404);
  });

  it('serves a remote compressed too, its entry point still revalidated', async () => {
    const res = await get('/remotes/landing/remoteEntry.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(REMOTE_ENTRY);
    expect((await get('/remotes/landing/missing.js', 'br')).statusCode).toBe(404);
  });
});

describe('the preview frame (module previews under their own policy)', () => {
  it('serves the preview document with a policy that runs inline script in an opaque-origin sandbox, framable by the site only', async () => {
    const res = await get('/preview-frame');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'unsafe-inline'");
    expect(csp).toContain('sandbox allow-scripts');
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.body).toContain('liquify:preview-frame-show');
  });

  it("keeps the site's own policy everywhere else (script-src 'self', never framed)", async () => {
    for (const url of ['/', '/dashboard/modules', '/remotes/landing/remoteEntry.js']) {
      const res = await get(url);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(String(res.headers['content-security-policy'])).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });
});
