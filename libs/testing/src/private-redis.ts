import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** A Redis of one test's own, which it may stop and start again without disturbing anyone sharing the infra. */
export interface PrivateRedis {
  url: string;
  /** Stops the server (SIGTERM) and waits for its exit; the port stays reserved for `start`. */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: no persistence) and waits until it answers. */
  start(): Promise<void>;
  /** Stops it for good and removes its directory. */
  close(): Promise<void>;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** Starts `redis-server` (the one the infra uses) on a free loopback port, without persistence. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'liquify-redis-'));
  let child: ChildProcess | undefined;

  const start = async () => {
    if (child) return;
    const proc = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
    child = proc;
    proc.once('exit', () => {
      if (child === proc) child = undefined;
    });
    const deadline = Date.now() + 10_000;
    while (!(await answersPing(port))) {
      if (!child) throw new Error(`redis-server on port ${port} exited while starting`);
      if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer within 10 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = async () => {
    const proc = child;
    if (!proc) return;
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    proc.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
