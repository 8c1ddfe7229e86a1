// System programs the scripts need (redis-server, Chromium, Java, Maven): when one is missing and this
// user may install packages (root, or passwordless sudo) on a Debian-like system, install it with
// apt-get and say so; otherwise stop with the one command that installs it.
import { spawnSync } from 'node:child_process';
import { commandExists, InfraError, run } from './proc.mjs';

/** What each program is called in Debian's archive, and why the scripts need it. */
export const SYSTEM_PROGRAMS = {
  'redis-server': { aptPackage: 'redis-server', component: 'redis', why: 'Redis (cache and rate limits)' },
  chromium: { aptPackage: 'chromium', component: 'chromium', why: 'the browser end-to-end tests' },
  java: { aptPackage: 'openjdk-17-jre-headless', component: 'kafka', why: 'Kafka (Java 17+)' },
  mvn: { aptPackage: 'maven', component: 'kafka', why: 'fetching the Kafka jars once' },
  nginx: { aptPackage: 'nginx', component: 'bench', why: "the remote snippet benchmark's baseline (nginx serving a static file)" },
};

/**
 * How this process may run apt-get: [] as root, ['sudo', '-n'] with passwordless sudo, null otherwise
 * (or when there is no apt-get at all). `probe` is injectable for tests.
 */
export function installPrefix({ uid = process.getuid?.(), has = commandExists, sudoWorks = () => spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0 } = {}) {
  if (!has('apt-get')) return null;
  if (uid === 0) return [];
  if (has('sudo') && sudoWorks()) return ['sudo', '-n'];
  return null;
}

/** The single command a user without install rights runs themselves. */
export function installCommand(aptPackages, { root = process.getuid?.() === 0 } = {}) {
  const sudo = root ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${aptPackages.join(' ')}`;
}

/**
 * Make sure every program in `programs` (keys of SYSTEM_PROGRAMS) is on PATH. Missing ones are installed
 * in one apt-get run when allowed; otherwise an InfraError names the one command to run.
 * Dependencies are injectable for tests: has(cmd), prefix (see installPrefix), exec(cmd, args), log(msg).
 */
export async function ensureSystemPrograms(programs, { has = commandExists, prefix = undefined, exec = (cmd, args) => run(cmd, args, { timeoutMs: 15 * 60_000 }), log = (m) => process.stderr.write(`${m}\n`), root = process.getuid?.() === 0 } = {}) {
  const missing = programs.filter((p) => !has(p));
  if (missing.length === 0) return [];
  const specs = missing.map((p) => {
    const spec = SYSTEM_PROGRAMS[p];
    if (!spec) throw new Error(`no install recipe for the program "${p}"`);
    return spec;
  });
  const packages = [...new Set(specs.map((s) => s.aptPackage))];
  const component = specs[0].component;
  const needed = `${missing.join(', ')} (for ${[...new Set(specs.map((s) => s.why))].join('; ')})`;
  const how = prefix === undefined ? installPrefix({ has }) : prefix;
  if (how === null) {
    throw new InfraError(component, `${needed} ${missing.length > 1 ? 'are' : 'is'} not installed. Install ${missing.length > 1 ? 'them' : 'it'} with:\n  ${installCommand(packages, { root })}`);
  }
  log(`installing ${packages.join(' ')} with apt-get${how.length ? ' (sudo)' : ''}: ${needed} ${missing.length > 1 ? 'are' : 'is'} missing...`);
  const apt = (args) => (how.length ? exec(how[0], [...how.slice(1), 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args]) : exec('env', ['DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args]));
  try {
    await apt(['update', '-qq']);
    await apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
  } catch (err) {
    throw new InfraError(component, `apt-get could not install ${packages.join(' ')}. Install ${missing.length > 1 ? 'them' : 'it'} with:\n  ${installCommand(packages, { root })}`, {
      logTail: err.output,
      cause: err,
    });
  }
  const still = missing.filter((p) => !has(p));
  if (still.length) throw new InfraError(component, `apt-get installed ${packages.join(' ')} but ${still.join(', ')} is still not on PATH`);
  log(`installed ${packages.join(' ')}`);
  return packages;
}
