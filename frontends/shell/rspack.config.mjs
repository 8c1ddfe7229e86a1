import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontendConfig } from '../../libs/ui/build/rspack-preset.mjs';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));

// The host registers its remotes at run time from /app-config.json (src/federation.ts): no remote
// URL is baked into the bundle.
export default createFrontendConfig({
  kind: 'host',
  name: 'shell',
  projectRoot,
  entry: './src/main.ts',
  htmlTemplate: './src/index.html',
  publicDir: 'public',
});
