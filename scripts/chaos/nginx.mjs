// nginx in front of the chaos stack: one listener for the two gateways (the stack's one public port), and one
// per service in front of its two replicas (each gateway's <SERVICE>_URL). A replica that refuses connections
// is skipped at once (the request was not sent, so even a POST goes to the other one); a request cut off
// mid-way by a crash answers 503, as the gateway itself answers when a service drops a connection.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pollUntil, portOpen } from '../infra/proc.mjs';

export const NGINX = process.env.CHAOS_NGINX ?? '/usr/sbin/nginx';

const UNAVAILABLE_BODY = JSON.stringify({ success: false, error: 'The service is unavailable. Please try again in a moment.' });

/**
 * One upstream + server block: `listen` on loopback, balancing over `ports`. Like a Kubernetes Service (and
 * unlike nginx's passive health checks), a slow answer never takes a replica out: with `max_fails=1` one sign-in
 * queued past the read timeout under the 200-user load marked a whole gateway down for 2 s, and every request
 * in those 2 s answered 503 "no live upstreams" (most of that scenario's errors). A replica that is gone
 * refuses the connection at once, and the request goes to the other one (`proxy_next_upstream error`).
 */
export function balancerBlock(name, listen, ports) {
  return `
  upstream ${name} {
    least_conn;
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
      proxy_next_upstream error;
      proxy_next_upstream_tries 2;
      proxy_buffering off;
      proxy_request_buffering on;
      client_max_body_size 8m;
      error_page 502 504 = @unavailable;
    }
    location @unavailable {
      default_type application/json;
      add_header Retry-After 1 always;
      return 503 '${UNAVAILABLE_BODY}';
    }
  }`;
}

/** The whole configuration: `balancers` is [{ name, listen, ports }]. */
export function nginxConfig({ dir, balancers }) {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  keepalive_requests 100000;
${balancers.map((b) => balancerBlock(b.name, b.listen, b.ports)).join('\n')}
}
`;
}

/** Start nginx with that configuration under `dir`; resolves { stop } once every listener accepts. */
export async function startNginx({ dir, balancers }) {
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  // Started as root, nginx's workers run as an unprivileged user: they write request bodies under tmp/.
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(path.join(dir, 'tmp'), 0o777);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig({ dir, balancers }));
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let failure = null;
  child.once('error', (err) => (failure = `nginx could not start (${NGINX}: ${err.code ?? err.message}); set CHAOS_NGINX`));
  child.once('exit', (code) => (failure ??= `nginx exited with code ${code}: ${fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8').slice(-500) : ''}`));
  await pollUntil(async () => (await Promise.all(balancers.map((b) => portOpen(b.listen)))).every(Boolean), {
    timeoutMs: 15_000,
    intervalMs: 100,
    what: 'nginx to listen',
    abort: () => failure,
  });
  return {
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
    killNow: () => {
      try {
        child.kill('SIGKILL');
      } catch {
        /* gone */
      }
    },
  };
}
