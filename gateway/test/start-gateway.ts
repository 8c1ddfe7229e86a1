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
