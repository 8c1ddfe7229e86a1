// startStack: run the product's Node processes (gateway + services) from their built dist/main.js,
// wait until each answers GET /healthz, and hand back a handle that stops them all.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../infra/paths.mjs';
import { pollUntil, portOpen, tailFile, terminate } from '../infra/proc.mjs';
import { enabledProcesses } from './processes.mjs';
import { portsFor, processEnv, scopedEnv } from './env.mjs';
import { readableLine } from './log-format.mjs';

const COLORS = [36, 35, 33, 32, 34, 91, 96, 95];

/** Node 24 for the product: this process's own Node when it is 24+, else the repo's `node` devDependency. */
export function productNode() {
  if (Number(process.versions.node.split('.')[0]) >= 24) return process.execPath;
  const pinned = path.join(REPO_ROOT, 'node_modules', 'node', 'bin', 'node');
  if (fs.existsSync(pinned)) return pinned;
  throw new Error(`Node 24 is required (this is ${process.version}) and ${pinned} is missing: run npm install`);
}

export class StackError extends Error {
  constructor(message, { processName, logTail } = {}) {
    super(message);
    this.name = 'StackError';
    this.processName = processName;
    this.logTail = logTail;
  }
}

async function healthy(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** Copy a child's output to its log file, and, with `prefix`, to our stdout line by line. */
/** The log file gets the process's JSON as is; the terminal copy is prefixed, and readable when `readable`. */
function pipeOutput(stream, file, prefix, readable) {
  const show = (line) => process.stdout.write(`${prefix}${readable ? readableLine(line, { color: true }) : line}\n`);
  let partial = '';
  stream.on('data', (chunk) => {
    file.write(chunk);
    if (!prefix) return;
    const text = partial + chunk.toString('utf8');
    const lines = text.split('\n');
    partial = lines.pop();
    for (const line of lines) show(line);
  });
  stream.on('end', () => {
    if (prefix && partial) show(partial);
  });
}

/**
 * Start every enabled process (or those in `only`) with `env` plus its own PORT/HOST (and MONGO_DB
 * when `dbPrefix` is set; the gateway also gets IDENTITY_URL, CATALOGUE_URL, ...).
 * Logs go to <logDir>/<name>.log, and to stdout prefixed with the name when `prefixLogs`.
 * Resolves once each process answers `healthPath` (default /healthz; the e2e stack waits for
 * /readyz) with 200 within LIQUIFY_STACK_READY_TIMEOUT_S seconds (default 120; raise it on a crowded machine);
 * on failure stops them all and rejects with the failing process's last log lines.
 */
export async function startStack({
  env,
  logDir,
  only,
  prefixLogs = false,
  // the prefixed copy in the terminal: readable lines (log-format.mjs) instead of JSON
  readableLogs = false,
  ports: portOverrides,
  dbPrefix,
  healthTimeoutMs = Number(process.env.LIQUIFY_STACK_READY_TIMEOUT_S ?? 120) * 1000,
  healthPath = '/healthz',
  onExit,
  processes,
} = {}) {
  // `processes` replaces the registry (entries shaped like PROCESSES: name, absDir, entry, port).
  const procs = processes ?? enabledProcesses(only);
  const ports = { ...portsFor(), ...Object.fromEntries(procs.map((p) => [p.name, p.port])), ...portOverrides };
  fs.mkdirSync(logDir, { recursive: true });

  const unbuilt = procs.filter((p) => !fs.existsSync(path.join(p.absDir, p.entry)));
  if (unbuilt.length) {
    throw new StackError(`not built: ${unbuilt.map((p) => `${p.dir}/${p.entry}`).join(', ')} (run: npx nx run-many -t build)`);
  }
  for (const p of procs) {
    if (await portOpen(ports[p.name])) {
      throw new StackError(`port ${ports[p.name]} for ${p.name} is already in use (is another \`npm start\` or test stack running?)`, { processName: p.name });
    }
  }

  const node = productNode();
  const width = Math.max(0, ...procs.map((p) => p.name.length));
  const running = [];
  let stopping = false;

  const stop = async () => {
    stopping = true;
    await Promise.all(running.map((r) => (r.exited ? null : terminate(r.child.pid, { graceMs: 10_000 }))));
    await Promise.all(running.map((r) => r.closed));
  };

  procs.forEach((p, i) => {
    const logFile = path.join(logDir, `${p.name}.log`);
    const color = COLORS[i % COLORS.length];
    const prefix = prefixLogs ? (process.stdout.isTTY ? `\x1b[${color}m${p.name.padEnd(width)} |\x1b[0m ` : `${p.name.padEnd(width)} | `) : null;
    // Without a prefixed copy on our stdout the child writes its log file itself: no pipe through this
    // process (which, under tests and benchmarks, is also the one sending the load).
    const fd = prefix ? null : fs.openSync(logFile, 'w');
    const file = prefix ? fs.createWriteStream(logFile, { flags: 'w' }) : { end: (done) => (fs.closeSync(fd), done()) };
    const child = spawn(node, ['--enable-source-maps', p.entry], {
      cwd: p.absDir,
      // Each process without the secrets it must not hold (only identity has the private key that signs tokens).
      env: { ...scopedEnv(p.name, { ...process.env, ...env }), ...processEnv(p, { ports, dbPrefix, running: procs.map((q) => q.name) }) },
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : ['ignore', fd, fd],
    });
    if (prefix) {
      pipeOutput(child.stdout, file, prefix, readableLogs);
      pipeOutput(child.stderr, file, prefix, readableLogs);
    }
    const entry = { ...p, port: ports[p.name], url: `http://127.0.0.1:${ports[p.name]}`, logFile, child, exited: null };
    entry.closed = new Promise((resolve) => {
      child.once('close', (code, signal) => {
        entry.exited = { code, signal };
        file.end(resolve);
        if (!stopping) onExit?.(entry, { code, signal });
      });
    });
    child.once('error', (err) => {
      entry.exited = { code: null, signal: null, error: err };
    });
    running.push(entry);
  });

  try {
    await Promise.all(
      running.map(async (r) => {
        try {
          await pollUntil(() => healthy(`${r.url}${healthPath}`), {
            timeoutMs: healthTimeoutMs,
            intervalMs: 250,
            what: `${r.name} to answer ${r.url}${healthPath}`,
            abort: () => (r.exited ? `${r.name} exited (${r.exited.error?.message ?? r.exited.signal ?? `code ${r.exited.code}`}) before it was healthy` : null),
          });
        } catch (err) {
          await new Promise((resolve) => setTimeout(resolve, 200)); // let the last output reach the file
          throw new StackError(err.message, { processName: r.name, logTail: tailFile(r.logFile, 40) });
        }
      }),
    );
  } catch (err) {
    await stop();
    throw err;
  }

  return {
    processes: running.map(({ name, port, url, logFile, child }) => ({ name, port, url, logFile, pid: child.pid })),
    urls: Object.fromEntries(running.map((r) => [r.name, r.url])),
    stop,
  };
}
