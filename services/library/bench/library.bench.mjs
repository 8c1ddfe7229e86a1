// Library benchmarks, run by scripts/bench/run.mjs against the e2e stack:
//  - librarySnippet: GET /api/remote-modules/snippet/<token> through the gateway (as storefront pages load it,
//    with a Referer) vs Debian's nginx serving the same bytes as a static file, started here on a loopback
//    port with its own config and temp dirs (target >= 0.8 of nginx, issue 26 item 5);
//  - libraryList: GET /api/user-modules/library with 200 entries through the gateway vs raw node:http
//    answering the same bytes (target >= 0.5), and the answer's size (target <= 60 KB).
import http from 'node:http';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fetchJson } from '../../../scripts/infra/fetch-json.mjs';

const NGINX = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';
/** One nginx worker against the one gateway process by default (BENCH_NGINX_WORKERS=auto for one per core). */
const NGINX_WORKERS = process.env.BENCH_NGINX_WORKERS ?? '1';
const LIST_ENTRIES = 200;
/** What the list of 200 may weigh (issue 26 item 4; with every entry's code it was 504 KB). */
const LIST_BUDGET_KB = 60;

const call = (env, route, options) => fetchJson(`${env.E2E_BASE_URL}${route}`, options);

async function poll(probe, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function login(env, email, password) {
  const res = await call(env, '/api/auth/login', { method: 'POST', body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status}`);
  return { token: res.body.data.token, id: res.body.data.user._id ?? res.body.data.user.id };
}

/** A fresh customer whose module limit the admin raises to `moduleLimit`. */
async function customer(env, admin, moduleLimit) {
  const email = `bench-${Date.now().toString(36)}-${Math.random().toString(16).slice(2, 8)}@example.com`;
  const password = 'Bench-passw0rd!';
  const reg = await call(env, '/api/auth/register', { method: 'POST', body: { name: 'Bench', email, password, plan: 'free', planSlug: 'free' } });
  if (reg.status !== 201 && reg.status !== 200) throw new Error(`register failed: ${reg.status} ${reg.text.slice(0, 200)}`);
  const user = await login(env, email, password);
  const raised = await call(env, `/api/users/${user.id}/subscription`, { method: 'PUT', token: admin.token, body: { subscription: { features: { moduleLimit } } } });
  if (raised.status !== 200) throw new Error(`raising the module limit failed: ${raised.status} ${raised.text.slice(0, 200)}`);
  await poll(async () => (await call(env, '/api/user-modules/quota-check', { token: user.token })).body?.data?.limit === moduleLimit, 'the new module limit to reach the library');
  return user;
}

/** `count` modules the free plan allows (published, not featured), created by the admin when the catalogue has fewer. */
async function addableModules(env, admin, user, count) {
  const listed = (await call(env, '/api/modules?limit=1000')).body.data.filter((m) => !m.featured);
  for (let i = listed.length; i < count; i++) {
    const res = await call(env, '/api/admin/modules', {
      method: 'POST',
      token: admin.token,
      body: { title: `Bench module ${Date.now().toString(36)} ${i}`, description: 'Benchmark module', status: 'published', templateCode: '<div class="bench" style="color:${color}">${heading}</div>', variables: [{ name: 'heading', label: 'Heading', defaultValue: 'Hello' }, { name: 'color', label: 'Color', type: 'color', defaultValue: '#111111' }] },
    });
    if (res.status !== 201) throw new Error(`creating a bench module failed: ${res.status} ${res.text.slice(0, 200)}`);
    listed.push(res.body.data);
  }
  const chosen = listed.slice(0, count);
  const last = chosen[chosen.length - 1];
  // Each new module reaches the plan (billing) and then the plan's copy in the library through events: many at once take a while.
  await poll(async () => (await call(env, `/api/user-modules/quota-check?moduleSlug=${last.slug}`, { token: user.token })).body?.data?.allowed === true, 'the free plan to allow the new modules', 300_000);
  return chosen;
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Debian's nginx on a loopback port serving `bytes` as a static file, its own config, pid and temp dirs. */
export async function startNginx(bytes, contentType) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liquify-bench-nginx-'));
  // Started as root, nginx's workers run as an unprivileged user: they must be able to read the file.
  fs.chmodSync(dir, 0o755);
  for (const sub of ['www', 'tmp', 'logs']) fs.mkdirSync(path.join(dir, sub));
  fs.writeFileSync(path.join(dir, 'www', 'snippet.js'), bytes, { mode: 0o644 });
  const port = await freePort();
  const conf = `worker_processes ${NGINX_WORKERS};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  keepalive_timeout 65;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  server {
    listen 127.0.0.1:${port};
    location = /snippet.js {
      root ${dir}/www;
      default_type "${contentType}";
      etag on;
      add_header Cache-Control "public, max-age=900, s-maxage=900, stale-while-revalidate=60";
      add_header Access-Control-Allow-Origin "*";
    }
  }
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'logs', 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  // A missing or unrunnable binary is an 'error' event, never an exit: unheard, it would crash the run.
  let spawnError;
  child.once('error', (err) => (spawnError = err));
  child.stderr.on('data', (d) => (stderr += d));
  const url = `http://127.0.0.1:${port}/snippet.js`;
  await poll(async () => {
    if (spawnError) throw new Error(`nginx could not start (${NGINX}: ${spawnError.code ?? spawnError.message}); set BENCH_NGINX to its path`);
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      return (await fetch(url)).status === 200;
    } catch {
      return false;
    }
  }, 'nginx to answer', 10_000);
  return {
    url,
    label: `nginx ${NGINX_WORKERS} worker(s), static file, same bytes`,
    close: async () => {
      child.kill('SIGQUIT');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function librarySnippet(env, compare) {
  const admin = await login(env, env.E2E_ADMIN_EMAIL, env.E2E_ADMIN_PASSWORD);
  const user = await customer(env, admin, 10);
  const [module] = await addableModules(env, admin, user, 1);
  const added = await call(env, '/api/user-modules/add', { method: 'POST', token: user.token, body: { moduleId: module._id } });
  if (added.status !== 201) throw new Error(`adding the module failed: ${added.status} ${added.text.slice(0, 200)}`);
  const generated = await call(env, `/api/remote-modules/generate-token/${added.body.data._id}`, { token: user.token });
  const url = `${env.E2E_BASE_URL}/api/remote-modules/snippet/${generated.body.data.token}`;
  return compare('GET /api/remote-modules/snippet/<token> through the gateway vs nginx (static file)', url, { referer: 'https://bench-shop.example.com/products/a' }, 0.8, startNginx);
}

export async function libraryList(env, compare) {
  const admin = await login(env, env.E2E_ADMIN_EMAIL, env.E2E_ADMIN_PASSWORD);
  const user = await customer(env, admin, LIST_ENTRIES + 10);
  const modules = await addableModules(env, admin, user, LIST_ENTRIES);
  for (let i = 0; i < modules.length; i += 8) {
    const batch = modules.slice(i, i + 8);
    const answers = await Promise.all(batch.map((m) => call(env, '/api/user-modules/add', { method: 'POST', token: user.token, body: { moduleId: m._id } })));
    const failed = answers.find((a) => a.status !== 201);
    if (failed) throw new Error(`adding to the library failed: ${failed.status} ${failed.text.slice(0, 200)}`);
  }
  const list = await call(env, '/api/user-modules/library', { token: user.token });
  if (list.body?.data?.length !== LIST_ENTRIES) throw new Error(`the library holds ${list.body?.data?.length} entries, not ${LIST_ENTRIES}`);
  // Lists carry what a list shows (issue 26 item 4): what a browser receives for it (it accepts br and gzip),
  // next to its budget, and the JSON it decodes to.
  const json = Buffer.byteLength(list.text);
  const sent = await transferredBytes(`${env.E2E_BASE_URL}/api/user-modules/library`, { authorization: `Bearer ${user.token}`, 'accept-encoding': 'br, gzip' });
  console.log(
    `\n== GET /api/user-modules/library size: ${(sent.bytes / 1024).toFixed(1)} KB transferred (${sent.encoding ?? 'identity'}; ${(json / 1024).toFixed(1)} KB of JSON, ${Math.round(json / LIST_ENTRIES)} B per card) for ${LIST_ENTRIES} entries (target <= ${LIST_BUDGET_KB} KB transferred)  ${sent.bytes <= LIST_BUDGET_KB * 1024 ? 'OK' : 'ABOVE TARGET'}`,
  );
  return compare(`GET /api/user-modules/library (${LIST_ENTRIES} entries) through the gateway`, `${env.E2E_BASE_URL}/api/user-modules/library`, { authorization: `Bearer ${user.token}` }, 0.5);
}

/** The bytes of an answer as they cross the wire (no decoding), and their Content-Encoding. */
function transferredBytes(url, headers) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] }));
    });
    req.on('error', reject);
    req.end();
  });
}
