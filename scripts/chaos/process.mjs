// One process the chaos suite owns: started as our child (never detached, so it cannot outlive us for long),
// its output appended to its own log file, and killed, stopped or started again on demand.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { pollUntil } from '../infra/proc.mjs';

const owned = new Set();

/** SIGKILL every process the suite still owns (exit path: success, failure, Ctrl+C). */
export function killAllOwned() {
  for (const p of owned) p.killNow();
}

/**
 * `ready()` resolves true once the process serves. start() resolves when it is ready; kill() sends SIGKILL
 * (the crash being simulated), stop() SIGTERM then SIGKILL after `graceMs`; both resolve once it exited.
 */
export function managedProcess({ name, cmd, args, cwd, env, logFile, ready, readyTimeoutMs = 120_000, graceMs = 15_000 }) {
  let child = null;
  let exited = null;
  const handle = {
    name,
    logFile,
    get pid() {
      return child?.pid;
    },
    get running() {
      return Boolean(child) && child.exitCode === null && child.signalCode === null;
    },
    async start() {
      const fd = fs.openSync(logFile, 'a');
      child = spawn(cmd, args, { cwd, env, stdio: ['ignore', fd, fd] });
      fs.closeSync(fd);
      const current = child;
      exited = new Promise((resolve) => current.once('exit', (code, signal) => resolve({ code, signal })));
      let gone = null;
      exited.then((how) => (gone = how));
      owned.add(handle);
      await pollUntil(ready, {
        timeoutMs: readyTimeoutMs,
        intervalMs: 100,
        what: `${name} to be ready`,
        abort: () => (gone ? `${name} exited (${gone.signal ?? `code ${gone.code}`}) before it was ready; see ${logFile}` : null),
      });
      return handle;
    },
    async kill() {
      if (!child || child.exitCode !== null || child.signalCode) return;
      child.kill('SIGKILL');
      await exited;
      owned.delete(handle);
    },
    async stop() {
      if (!child || child.exitCode !== null || child.signalCode) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      owned.delete(handle);
    },
    async restart() {
      await handle.stop();
      await handle.start();
    },
    killNow() {
      try {
        if (child && child.exitCode === null && !child.signalCode) child.kill('SIGKILL');
      } catch {
        /* already gone */
      }
    },
  };
  return handle;
}
