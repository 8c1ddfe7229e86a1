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
  // No sharedInExposes: the frame and the first screens use the UI kit's light entry (@liquify/ui/core, which
  // the shell provides); the full kit (dialogs, side panel, tabs, editors' parts) comes with the pages and
  // overlays that use it, listed with their routes in mf-manifest.json (issue 26 item 2).
  projectRoot,
  exposes,
  requiredFiles: ['src/app/DashboardApp.tsx', 'src/app/HelpApp.tsx', 'src/app/routes.tsx'],
});
