import './tracing';
import { loadConfigOrExit } from '@liquify/config';
import { listen } from '@liquify/http';
import { createStoresApp } from './bootstrap';
import { configSchema } from './config';

async function main() {
  const config = loadConfigOrExit(configSchema);
  const app = await createStoresApp(config);
  await listen(app, config.PORT, config.HOST, 'stores');
}

main().catch((err) => {
  process.stderr.write(`stores failed to start: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
