import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEFAULT_TEST_COMPONENTS, infraFromEnv, InfraComponent, missingInfra, TestInfra } from './infra-env';

const execFileAsync = promisify(execFile);
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const INFRA_CLI = path.join(REPO_ROOT, 'scripts', 'infra', 'cli.mjs');

let pending: Promise<void> | undefined;

/**
 * Addresses of the real MongoDB-compatible server, Kafka and Redis (and stripe-mock on request)
 * for integration tests. `npm test` (and the jest global setup) export them; when they are missing,
 * as with `npx jest services/x` in a fresh shell, this starts or reuses the infra through
 * `scripts/infra/cli.mjs env` (seconds when it already runs) and exports them for the next caller.
 */
export async function testInfra(components: readonly InfraComponent[] = DEFAULT_TEST_COMPONENTS): Promise<TestInfra> {
  while (missingInfra(process.env, components).length) {
    pending ??= provision(missingInfra(process.env, components)).finally(() => {
      pending = undefined;
    });
    await pending;
  }
  return infraFromEnv(process.env, components);
}

async function provision(components: InfraComponent[]): Promise<void> {
  let stdout: string;
  try {
    ({ stdout } = await execFileAsync(process.execPath, [INFRA_CLI, 'env', '--json', ...components], {
      cwd: REPO_ROOT,
      maxBuffer: 4 * 1024 * 1024,
      timeout: 10 * 60_000,
    }));
  } catch (err) {
    const e = err as { stderr?: string; message: string };
    throw new Error(`could not start test infra (${components.join(', ')}) with ${INFRA_CLI}:\n${e.stderr || e.message}`);
  }
  const lastLine = stdout.trim().split('\n').pop() ?? '{}';
  const env = JSON.parse(lastLine) as Record<string, string>;
  Object.assign(process.env, env);
  const still = missingInfra(process.env, components);
  if (still.length) throw new Error(`infra CLI did not report ${still.join(', ')}`);
}
