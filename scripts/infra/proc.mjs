// Process plumbing shared by the infra and stack scripts: detached daemons with pid files,
// graceful stop, log tails, port probes, polling and a cross-process lock.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { logFile, logDir, pidFile, runDir, cachePath } from './paths.mjs';

/** An error that names the component that failed and carries the end of its log. */
export class InfraError extends Error {
  constructor(component, message, { logTail, cause } = {}) {
    super(`[${component}] ${message}`, { cause });
    this.name = 'InfraError';
    this.component = component;
    this.logTail = logTail;
  }
}

export function createLogger(quiet = false) {
  return {
    info: (msg) => {
      if (!quiet) process.stderr.write(`${msg}\n`);
    },
    warn: (msg) => process.stderr.write(`${msg}\n`),
  };
}

/** Last `lines` lines of a text file ('' when it does not exist). Reads at most the last 64 KiB. */
export function tailFile(file, lines = 40) {
  let fd;
  try {
    fd = fs.openSync(file, 'r');
    const { size } = fs.fstatSync(fd);
    const length = Math.min(size, 64 * 1024);
    const buf = Buffer.alloc(length);
    fs.readSync(fd, buf, 0, length, size - length);
    return buf.toString('utf8').split('\n').filter((l, i, all) => l !== '' || i < all.length - 1).slice(-lines).join('\n');
  } catch {
    return '';
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

export function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    return err.code === 'EPERM';
  }
  // A zombie answers kill(0) but is dead for our purposes.
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return true;
  }
}

/** The process's command line, or '' when it cannot be read (not Linux, or gone). */
export function commandLine(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** The pid recorded for a daemon if that process is still alive and still what we started. */
export function runningPid(name, match) {
  let record;
  try {
    record = JSON.parse(fs.readFileSync(pidFile(name), 'utf8'));
  } catch {
    return null;
  }
  const { pid } = record;
  if (!isAlive(pid)) return null;
  const cmd = commandLine(pid);
  if (cmd && match && !cmd.includes(match)) return null; // pid was reused by something else
  return pid;
}

export function removePidFile(name) {
  fs.rmSync(pidFile(name), { force: true });
}

/**
 * Start a daemon that outlives this process: own process group, stdout/stderr appended to
 * <cache>/logs/<name>.log (the previous run's log is kept as <name>.log.1), pid in <cache>/run.
 */
export async function spawnDetached(name, cmd, args, { cwd, env } = {}) {
  fs.mkdirSync(logDir(), { recursive: true });
  fs.mkdirSync(runDir(), { recursive: true });
  const file = logFile(name);
  if (fs.existsSync(file)) fs.renameSync(file, `${file}.1`);
  const fd = fs.openSync(file, 'a');
  fs.writeSync(fd, `# ${new Date().toISOString()} ${cmd} ${args.join(' ')}\n`);
  try {
    const child = spawn(cmd, args, { cwd, env: env ?? process.env, detached: true, stdio: ['ignore', fd, fd] });
    await new Promise((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', reject);
    });
    child.unref();
    fs.writeFileSync(pidFile(name), JSON.stringify({ pid: child.pid, cmd, args, startedAt: new Date().toISOString() }));
    return child.pid;
  } catch (err) {
    throw new InfraError(name, `could not start ${cmd}: ${err.message}`, { cause: err });
  } finally {
    fs.closeSync(fd);
  }
}

/** SIGTERM, wait up to `graceMs`, then SIGKILL. Resolves true when the process is gone. */
export async function terminate(pid, { graceMs = 15_000 } = {}) {
  if (!isAlive(pid)) return true;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return !isAlive(pid);
  }
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(100);
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
  for (let i = 0; i < 50 && isAlive(pid); i++) await sleep(100);
  return !isAlive(pid);
}

/** Stop the daemon recorded under `name` if it is alive and matches; returns what happened. */
export async function stopDaemon(name, match, { graceMs } = {}) {
  const pid = runningPid(name, match);
  if (!pid) {
    removePidFile(name);
    return 'not running';
  }
  const gone = await terminate(pid, { graceMs });
  if (!gone) throw new InfraError(name, `pid ${pid} did not exit after SIGKILL`);
  removePidFile(name);
  return `stopped (pid ${pid})`;
}

/** True when something accepts TCP connections on host:port. */
export function portOpen(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** A port the OS says is free right now on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Poll `check` until it resolves truthy; resolves with that value. `abort()` returning a string
 * stops early with that message (e.g. "the process exited").
 */
export async function pollUntil(check, { timeoutMs, intervalMs = 250, abort, what = 'condition' }) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  for (;;) {
    const reason = abort?.();
    if (reason) throw new Error(reason);
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() >= deadline) {
      throw new Error(`timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}${lastError ? ` (last error: ${lastError.message})` : ''}`);
    }
    await sleep(intervalMs);
  }
}

/**
 * Run a command to completion, capturing output. Rejects with the command's own output on a
 * non-zero exit or on timeout. `echo` streams output to stderr as it comes.
 */
export function run(cmd, args, { cwd, env, timeoutMs = 10 * 60_000, echo = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const collect = (chunk) => {
      out += chunk;
      if (out.length > 256 * 1024) out = out.slice(-128 * 1024);
      if (echo) process.stderr.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`${cmd}: ${err.message}`), { output: out }));
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(Object.assign(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`), { output: out }));
    });
  });
}

/** True when `cmd` resolves on PATH (or is an existing absolute path). */
export function commandExists(cmd) {
  if (path.isAbsolute(cmd)) return fs.existsSync(cmd);
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      fs.accessSync(path.join(dir, cmd), fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Serialise work across processes (two `npm test` runs, or `npm start` beside a test run) with a
 * lock directory under the cache. A lock left by a dead process is taken over.
 */
export async function withLock(name, fn, { timeoutMs = 15 * 60_000, onWait } = {}) {
  const dir = cachePath('locks', `${name}.lock`);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  let announced = false;
  for (;;) {
    try {
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'owner'), String(process.pid));
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      let owner = NaN;
      try {
        owner = Number(fs.readFileSync(path.join(dir, 'owner'), 'utf8'));
      } catch {
        /* being created or removed right now */
      }
      const stale = Number.isInteger(owner) && owner > 0 && !isAlive(owner);
      const ownerless = Number.isNaN(owner) && Date.now() - safeMtime(dir) > 5_000;
      if (stale || ownerless) {
        fs.rmSync(dir, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`timed out waiting for lock ${dir} held by pid ${owner}`);
      if (!announced) onWait?.(owner);
      announced = true;
      await sleep(300);
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function safeMtime(p) {
  try {
    return fs.statSync(p).mtimeMs;
  } catch {
    return Date.now();
  }
}
