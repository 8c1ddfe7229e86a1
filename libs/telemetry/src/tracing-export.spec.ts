import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

describe('startTracing with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  const received: { url?: string; method?: string; bytes: number }[] = [];
  let server: http.Server;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => {
        received.push({ url: req.url, method: req.method, bytes });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('records spans and exports them over OTLP/HTTP to <endpoint>/v1/traces', async () => {
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const child = path.join(__dirname, '..', 'test', 'export-child.mjs');
    const { stdout } = await promisify(execFile)(process.execPath, [child, endpoint], { cwd: path.join(__dirname, '..'), timeout: 30_000 });
    expect(JSON.parse(stdout)).toEqual({ setup: { tracesUrl: `${endpoint}v1/traces` }, recording: true });
    const traces = received.filter((r) => r.url === '/v1/traces' && r.method === 'POST');
    expect(traces.length).toBeGreaterThan(0);
    expect(traces[0].bytes).toBeGreaterThan(0);
  });
});
