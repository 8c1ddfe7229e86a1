import './tracing';
import { loadConfigOrExit } from '@liquify/config';
import { listen } from '@liquify/http';
import { createSupportApp } from './bootstrap';
import { configSchema } from './config';

async function main() {
  const config = loadConfigOrExit(configSchema);
  const app = await createSupportApp(config);
  await listen(app, config.PORT, config.HOST, 'support');
}

main().catch((err) => {
  process.stderr.write(`support failed to start: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
