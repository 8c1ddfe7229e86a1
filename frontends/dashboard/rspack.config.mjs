import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontendConfig } from '../../libs/ui/build/rspack-preset.mjs';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));

// Two exposes, each a small module in src/exposes that also loads this remote's stylesheet:
// DashboardApp renders every /dashboard/* page inside the user shell, HelpApp renders /help and
// /help/ticket/:ticketId. The route table of both is src/app/routes.tsx.
const exposes = {
  './DashboardApp': './src/exposes/DashboardApp.ts',
  './HelpApp': './src/exposes/HelpApp.ts',
};

export default createFrontendConfig({
  kind: 'remote',
  name: 'dashboard',
  // Every page of this remote mounts the full UI kit (toasts, dialogs), which the shell does not provide.
  sharedInExposes: ['@liquify/ui'],
  projectRoot,
  exposes,
  requiredFiles: ['src/app/DashboardApp.tsx', 'src/app/HelpApp.tsx', 'src/app/routes.tsx'],
});
