import './tracing';
import { loadConfigOrExit } from '@liquify/config';
import { listen } from '@liquify/http';
import { createGateway } from './app';
import { gatewayConfigSchema } from './config';

async function main() {
  const config = loadConfigOrExit(gatewayConfigSchema);
  const app = await createGateway(config);
  await listen(app, config.PORT, config.HOST, 'gateway', { graceMs: config.SHUTDOWN_GRACE_MS });
}

main().catch((err) => {
  process.stderr.write(`gateway failed to start: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
