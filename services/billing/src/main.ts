import './tracing';
import { loadConfigOrExit } from '@liquify/config';
import { listen } from '@liquify/http';
import { createBillingApp } from './bootstrap';
import { configSchema } from './config';

async function main() {
  const config = loadConfigOrExit(configSchema);
  const app = await createBillingApp(config);
  await listen(app, config.PORT, config.HOST, 'billing');
}

main().catch((err) => {
  process.stderr.write(`billing failed to start: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
