// Redis: Debian's redis-server, loopback only, no persistence (it is a cache and rate-limit store).
import fs from 'node:fs';
import { cachePath } from '../paths.mjs';
import { redisHealthy } from '../health.mjs';
import { ensureSystemPrograms } from '../system-packages.mjs';

const port = () => Number(process.env.LIQUIFY_REDIS_PORT ?? 6379);

export default {
  name: 'redis',
  envVar: 'REDIS_URL',
  port,
  url: () => `redis://127.0.0.1:${port()}`,
  healthy: (url) => redisHealthy(url),
  match: 'redis-server',
  startTimeoutMs: 15_000,
  stopGraceMs: 10_000,
  async prepare(log) {
    await ensureSystemPrograms(['redis-server'], { log });
    const dir = cachePath('redis');
    fs.mkdirSync(dir, { recursive: true });
    return {
      cmd: 'redis-server',
      args: ['--bind', '127.0.0.1', '--port', String(port()), '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--dir', dir],
      cwd: dir,
    };
  },
};
