// stripe-mock: Stripe's own API mock, for API shape in billing tests.
import fs from 'node:fs';
import { InfraError } from '../proc.mjs';
import { stripeMockHealthy } from '../health.mjs';
import { binDir } from '../paths.mjs';
import { cachedBinary, goInstall, probe } from './go-tools.mjs';

export const STRIPE_MOCK_VERSION = 'v0.203.0';

const port = () => Number(process.env.LIQUIFY_STRIPE_MOCK_PORT ?? 12111);

export default {
  name: 'stripe-mock',
  envVar: 'STRIPE_MOCK_URL',
  port,
  url: () => `http://127.0.0.1:${port()}`,
  healthy: (url) => stripeMockHealthy(url),
  match: 'stripe-mock',
  startTimeoutMs: 30_000,
  stopGraceMs: 5_000,
  async prepare(log) {
    const binary = cachedBinary('stripe-mock');
    // A `go install`ed stripe-mock reports its version as "master", so a marker file records it.
    const marker = `${binary}.version`;
    const installed = fs.existsSync(marker) ? fs.readFileSync(marker, 'utf8').trim() : null;
    if (installed !== STRIPE_MOCK_VERSION || (await probe(binary, ['-version'])) === null) {
      log(`stripe-mock: installing ${STRIPE_MOCK_VERSION} with go install (first run only)...`);
      try {
        await goInstall('stripe-mock', `github.com/stripe/stripe-mock@${STRIPE_MOCK_VERSION}`, binDir());
      } catch (err) {
        throw new InfraError('stripe-mock', `go install github.com/stripe/stripe-mock@${STRIPE_MOCK_VERSION} failed`, { logTail: err.output, cause: err });
      }
      fs.writeFileSync(marker, `${STRIPE_MOCK_VERSION}\n`);
    }
    return {
      cmd: binary,
      args: ['-http-addr', `127.0.0.1:${port()}`, '-https-addr', `127.0.0.1:${port() + 1}`],
    };
  },
};
