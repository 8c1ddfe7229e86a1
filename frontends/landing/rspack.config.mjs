import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontendConfig } from '../../libs/ui/build/rspack-preset.mjs';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));

// Every exposed page goes through a small module in src/exposes that also loads this remote's
// stylesheet, so the page arrives styled whichever host loads it.
const exposes = {
  './HomePage': './src/exposes/HomePage.ts',
  './AuthPage': './src/exposes/AuthPage.ts',
  './OnboardingPage': './src/exposes/OnboardingPage.ts',
  './PaymentCanceledPage': './src/exposes/PaymentCanceledPage.ts',
  './AdminLoginPage': './src/exposes/AdminLoginPage.ts',
};

export default createFrontendConfig({
  kind: 'remote',
  name: 'landing',
  projectRoot,
  exposes,
  requiredFiles: [
    'src/pages/home/HomePage.tsx',
    'src/pages/auth/AuthPage.tsx',
    'src/pages/onboarding/OnboardingPage.tsx',
    'src/pages/payment-canceled/PaymentCanceledPage.tsx',
    'src/pages/admin-login/AdminLoginPage.tsx',
  ],
});
