// Generated bad input (issue 23 item 4): schemathesis, from PyPI, against the e2e stack's live OpenAPI document,
// bounded, with the only check that matters here: no answer is a 5xx. Two runs:
//   customer  a fresh customer's token, every operation but the admin ones and the sign-outs (which would end
//             the run's own session); stateful phase on (it follows ids the customer's own answers return)
//   admin     a second admin's token (the seeded admin only creates it), the admin operations, with neither the
//             stateful phase nor ids learnt from answers: both replay ids from the lists (users, plans, Early
//             Bird codes) onto real records, the seeded admin's account among them
// Schemathesis 4 runs hypothesis without a deadline, so a slow answer on 2 cores is no failure.
// Afterwards the admin run's creations are undone (read from its HAR report), the support contact is put back,
// and both accounts are deleted. A failure names the operation, and schemathesis' curl line the input.
// Used by scripts/test.mjs as its own phase against the stack the e2e phases share.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fetchJson } from '../infra/fetch-json.mjs';
import { cachePath } from '../infra/paths.mjs';
import { commandExists, run, withLock } from '../infra/proc.mjs';
import { junitOperations, undoRequests } from './results.mjs';

export const SCHEMATHESIS_VERSION = '4.32.5';
const MAX_EXAMPLES = process.env.LIQUIFY_SCHEMATHESIS_MAX_EXAMPLES ?? '3';
const SEED = process.env.LIQUIFY_SCHEMATHESIS_SEED ?? '23';
const RUN_TIMEOUT_MS = 6 * 60_000;

const RUNS = [
  { label: 'customer', filter: ['--exclude-path-regex', '^/api/(auth/logout|admin/)'], phases: 'coverage,fuzzing,stateful' },
  // faq/seed is left out: the entries it makes from generated data cannot be told apart to be undone.
  {
    label: 'admin',
    filter: ['--include-path-regex', '^/api/(admin/|users)', '--exclude-path-regex', '^/api/admin/support/faq/seed$'],
    phases: 'coverage,fuzzing',
    config: ['coverage', 'fuzzing'].map((phase) => `[phases.${phase}.extra-data-sources]\nresponses = false\n`).join('\n'),
  },
];

/** The schemathesis executable from a virtualenv under .cache/, made once per version. */
export async function ensureSchemathesis() {
  const venv = cachePath('schemathesis', `venv-${SCHEMATHESIS_VERSION}`);
  const bin = path.join(venv, 'bin', 'schemathesis');
  const marker = `${venv}.installed`;
  if (fs.existsSync(marker)) return bin;
  await withLock('schemathesis-venv', async () => {
    if (fs.existsSync(marker)) return;
    const python = ['python3', 'python'].find(commandExists);
    if (!python) throw new Error('schemathesis installs with pip: install python3 with its venv module (apt-get install python3-venv)');
    fs.rmSync(venv, { recursive: true, force: true });
    await run(python, ['-m', 'venv', venv], { timeoutMs: 2 * 60_000 });
    await run(path.join(venv, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', `schemathesis==${SCHEMATHESIS_VERSION}`], { timeoutMs: 8 * 60_000 });
    fs.writeFileSync(marker, new Date().toISOString());
  });
  return bin;
}

function client(baseUrl) {
  return async (method, urlPath, options = {}) => {
    const res = await fetchJson(`${baseUrl}${urlPath}`, { method, ...options });
    return { status: res.status, data: res.body?.data, text: res.text };
  };
}

async function must(what, pending) {
  const res = await pending;
  if (res.status < 200 || res.status >= 300) throw new Error(`schemathesis setup: ${what} answered ${res.status} ${res.text.slice(0, 300)}`);
  return res.data;
}

/** A fresh customer and a second admin (made by the seeded admin, whose own account is never used). */
async function accounts(call, env) {
  const tag = `${Date.now().toString(36)}-${process.pid}`;
  const password = 'Passw0rd!fuzzing';
  const login = (email) => must(`sign-in of ${email}`, call('POST', '/api/auth/login', { body: { email, password } }));
  const customer = await must('registering the customer', call('POST', '/api/auth/register', { body: { name: 'Fuzzing Customer', email: `fuzz-customer-${tag}@example.com`, password, plan: 'free', planSlug: 'free' } }));
  const seed = await must('sign-in of the seeded admin', call('POST', '/api/auth/login', { body: { email: env.E2E_ADMIN_EMAIL, password: env.E2E_ADMIN_PASSWORD } }));
  const adminEmail = `fuzz-admin-${tag}@example.com`;
  const admin = await must('creating the second admin', call('POST', '/api/users', { token: seed.token, body: { name: 'Fuzzing Admin', email: adminEmail, password, role: 'admin' } }));
  return {
    seedToken: seed.token,
    customer: { id: customer.user.id ?? customer.user._id, token: customer.token },
    admin: { id: admin._id ?? admin.id, token: (await login(adminEmail)).token },
  };
}

/** One schemathesis run; its output goes to a log file (printed when it fails), its reports to `dir`. */
function schemathesis(bin, baseUrl, token, spec, dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const configFile = path.join(dir, 'schemathesis.toml');
  fs.writeFileSync(configFile, spec.config ?? '');
  const args = [
    '--config-file', configFile,
    'run', `${baseUrl}/api/docs/openapi.json`,
    '--header', `Authorization: Bearer ${token}`,
    '--checks', 'not_a_server_error',
    '--max-examples', MAX_EXAMPLES,
    '--phases', spec.phases,
    ...spec.filter,
    '--seed', SEED,
    '--generation-database', 'none',
    '--workers', '2',
    '--request-timeout', '30',
    '--no-color',
    '--report', 'junit,har',
    '--report-dir', dir,
    '--report-junit-path', path.join(dir, 'junit.xml'),
    '--report-har-path', path.join(dir, 'requests.har'),
  ];
  const log = path.join(dir, 'output.log');
  return new Promise((resolve) => {
    const out = fs.openSync(log, 'w');
    const child = spawn(bin, args, { stdio: ['ignore', out, out] });
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    child.once('error', (err) => {
      clearTimeout(timer);
      fs.closeSync(out);
      resolve({ code: 127, log, error: err.message });
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      fs.closeSync(out);
      resolve({ code: code ?? (signal ? 128 : 1), log, timedOut: signal === 'SIGKILL' });
    });
  });
}

/** Puts back what the admin run changed: its creations, and the support contact. Answers what it could not undo. */
async function restore(call, token, dir, contactBefore) {
  const problems = [];
  const harFile = path.join(dir, 'requests.har');
  const har = fs.existsSync(harFile) ? JSON.parse(fs.readFileSync(harFile, 'utf8')) : undefined;
  for (const req of undoRequests(har)) {
    const res = await call(req.method, req.path, { token, body: req.body });
    if (res.status >= 300 && res.status !== 404) problems.push(`${req.method} ${req.path} -> ${res.status}`);
  }
  const contactNow = (await call('GET', '/api/support/contact')).data;
  if (contactBefore?.email && contactNow?.email !== contactBefore.email) {
    const res = await call('PUT', '/api/admin/support/contact', { token, body: { email: contactBefore.email } });
    if (res.status !== 200) problems.push(`restoring the support contact -> ${res.status}`);
  }
  return problems;
}

/**
 * Both runs against `env.E2E_BASE_URL`. Answers { passed, failed, skipped } counted in operations per run, and prints
 * each failed operation with schemathesis' own account of it (the input as a curl command).
 */
export async function runSchemathesis(env, { resultsDir, write = (s) => process.stdout.write(s) }) {
  const baseUrl = env.E2E_BASE_URL;
  const bin = await ensureSchemathesis();
  const call = client(baseUrl);
  const who = await accounts(call, env);
  const contactBefore = (await call('GET', '/api/support/contact')).data;
  const totals = { passed: 0, failed: 0, skipped: 0 };
  try {
    for (const spec of RUNS) {
      const dir = path.join(resultsDir, `schemathesis-${spec.label}`);
      const since = Date.now();
      const result = await schemathesis(bin, baseUrl, who[spec.label].token, spec, dir);
      const junit = path.join(dir, 'junit.xml');
      const operations = fs.existsSync(junit) ? junitOperations(fs.readFileSync(junit, 'utf8')) : [];
      const failed = operations.filter((o) => o.failed && !o.toolError);
      const untested = operations.filter((o) => o.toolError);
      totals.passed += operations.length - failed.length - untested.length;
      totals.failed += failed.length;
      totals.skipped += untested.length;
      write(`schemathesis (${spec.label}): ${operations.length} operations, ${failed.length} failed${untested.length ? `, ${untested.length} not tested (schemathesis' own error)` : ''}, in ${((Date.now() - since) / 1000).toFixed(1)} s (output: ${result.log})\n`);
      for (const op of failed) write(`✖ ${spec.label} ${op.name}\n${op.message ?? ''}\n\n`);
      // Counted as skipped, never as passed: schemathesis crashed while generating this operation's inputs.
      for (const op of untested) write(`⚠ ${spec.label} ${op.name} not tested: schemathesis failed on its own side (no server answer was judged): ${(op.message ?? '').split('\n').find((line) => /Error:/.test(line))?.trim() ?? (op.message ?? '').split('\n')[0]}\n`);
      if (result.code !== 0 && failed.length === 0 && untested.length === 0) {
        // No operation failed, yet schemathesis did not finish cleanly (a crash, a timeout, an unreachable schema).
        totals.failed += 1;
        write(`✖ schemathesis (${spec.label}) exited with ${result.timedOut ? `a timeout after ${RUN_TIMEOUT_MS / 1000} s` : `code ${result.code}`}${result.error ? `: ${result.error}` : ''}; last lines:\n`);
        write(fs.readFileSync(result.log, 'utf8').split('\n').slice(-40).join('\n') + '\n');
      }
      // A run that ended its own session would have tested little past the first sign-out: a hole in the filters.
      const me = await call('GET', '/api/auth/me', { token: who[spec.label].token });
      if (me.status !== 200) {
        totals.failed += 1;
        write(`✖ schemathesis (${spec.label}) ended its own session (GET /api/auth/me answers ${me.status} afterwards): exclude the operation that did it\n`);
      }
      if (operations.length === 0 && result.code === 0) {
        totals.failed += 1;
        write(`✖ schemathesis (${spec.label}) tested no operation: the filter matches nothing in the OpenAPI document\n`);
      }
    }
  } finally {
    const problems = await restore(call, who.admin.token, path.join(resultsDir, 'schemathesis-admin'), contactBefore);
    await call('DELETE', `/api/users/${who.customer.id}`, { token: who.admin.token });
    await call('DELETE', `/api/users/${who.admin.id}`, { token: who.seedToken });
    if (problems.length) {
      totals.failed += 1;
      write(`✖ could not undo what the admin run changed:\n  ${problems.join('\n  ')}\n`);
    }
  }
  return totals;
}

// `node scripts/schemathesis/run.mjs` against a stack already up (E2E_BASE_URL and the seeded admin in the env).
if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const totals = await runSchemathesis(process.env, { resultsDir: cachePath('test-results') });
  process.stdout.write(`schemathesis: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
  process.exitCode = totals.failed ? 1 : 0;
}
