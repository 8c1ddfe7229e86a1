import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createGateway } from '../src/app';
import { gatewayConfigSchema } from '../src/config';

/** A gateway built from raw environment values (as the process would read them), ready to take injected requests. */
export async function startGateway(env: Record<string, string>): Promise<NestFastifyApplication> {
  const app = await createGateway(gatewayConfigSchema.parse({ LOG_LEVEL: 'silent', ...env }));
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/** A temporary FRONTENDS_DIR holding `files` (paths relative to it, e.g. 'shell/dist/index.html'). */
export function fakeFrontends(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'liquify-frontends-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}
