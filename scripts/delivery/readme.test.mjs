// The README's operator instructions follow the code: the Stripe events it tells to subscribe are the ones
// billing handles, on the route the contracts declare; the deployment steps name files that exist.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../infra/paths.mjs';

const require = createRequire(import.meta.url);
const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
const section = (title) => {
  const start = readme.indexOf(`## ${title}\n`);
  assert.ok(start >= 0, `README has a "${title}" section`);
  const end = readme.indexOf('\n## ', start + 4);
  return readme.slice(start, end < 0 ? undefined : end);
};

test('README, Stripe: the webhook URL is the contract route, and the events listed are exactly those billing handles', () => {
  const stripe = section('Stripe');
  const { HANDLED_EVENT_TYPES } = require(path.join(REPO_ROOT, 'services/billing/dist/webhooks/provider-event.normalizer.js'));
  const listed = [...stripe.matchAll(/`((?:checkout|customer|invoice)\.[a-z_.]+)`/g)].map((m) => m[1]);
  assert.deepEqual([...new Set(listed)].sort(), [...HANDLED_EVENT_TYPES].sort());
  const { allRoutes } = require(path.join(REPO_ROOT, 'libs/contracts/dist/index.js'));
  const webhook = allRoutes().find((r) => r.service === 'billing' && r.method === 'post' && /\/webhook$/.test(r.path));
  assert.ok(webhook, 'the contracts declare the Stripe webhook route');
  assert.ok(stripe.includes(`https://<host>${webhook.path}`) && stripe.includes(`localhost:8080${webhook.path}`), `README gives ${webhook.path}`);
});

test('README, Deployment: every repo path it names exists', () => {
  const deployment = section('Deployment') + section('Running one service, logs, configuration');
  const paths = [...deployment.matchAll(/`((?:deploy|docs|scripts|services|libs)\/[^`\s]*)`/g)].map((m) => m[1].replace(/\/$/, ''));
  assert.ok(paths.length >= 4);
  for (const p of paths) assert.ok(fs.existsSync(path.join(REPO_ROOT, p)), `${p} exists`);
});
