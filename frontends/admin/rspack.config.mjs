import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontendConfig } from '../../libs/ui/build/rspack-preset.mjs';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));

// One expose: AdminApp renders every /admin/* page (but /admin/login, which is on the landing remote)
// inside the back-office layout. The route table is src/app/routes.tsx.
export default createFrontendConfig({
  kind: 'remote',
  name: 'admin',
  // Every page of this remote mounts the full UI kit (toasts, dialogs), which the shell does not provide.
  sharedInExposes: ['@liquify/ui'],
  projectRoot,
  exposes: { './AdminApp': './src/exposes/AdminApp.ts' },
  requiredFiles: ['src/app/AdminApp.tsx', 'src/app/routes.tsx'],
});
