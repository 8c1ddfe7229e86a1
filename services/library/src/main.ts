import './tracing';
import { loadConfigOrExit } from '@liquify/config';
import { listen } from '@liquify/http';
import { createLibraryApp } from './bootstrap';
import { configSchema } from './config';

async function main() {
  const config = loadConfigOrExit(configSchema);
  const app = await createLibraryApp(config);
  await listen(app, config.PORT, config.HOST, 'library');
}

main().catch((err) => {
  process.stderr.write(`library failed to start: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
