// docs/environment.md matches the processes' config schemas, and every variable the delivery files set (the
// Kubernetes config maps, docker-compose.yml) is one a process reads: a misspelt variable is caught here, not
// by a process silently ignoring it in production.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { REPO_ROOT } from '../infra/paths.mjs';
import { REFERENCE_FILE, renderReference } from './env-reference.mjs';

/** Variables read by libraries beneath the schemas (OpenTelemetry's own) or by the image, not by a schema. */
const READ_OUTSIDE_SCHEMAS = new Set(['OTEL_TRACES_SAMPLER', 'OTEL_TRACES_SAMPLER_ARG', 'OTEL_RESOURCE_ATTRIBUTES']);

test('docs/environment.md is what the config schemas say (node scripts/delivery/env-reference.mjs --write)', () => {
  assert.equal(fs.readFileSync(REFERENCE_FILE, 'utf8'), renderReference());
});

test('every variable the Kubernetes config maps and compose set is read by a process', () => {
  const documented = new Set([...fs.readFileSync(REFERENCE_FILE, 'utf8').matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]));
  const fileVariables = (name) => (name.endsWith('_FILE') && documented.has(name.slice(0, -5)) ? name.slice(0, -5) : name);
  const set = new Map();
  for (const file of ['deploy/k8s/base/kustomization.yaml', 'deploy/k8s/overlays/dev/kustomization.yaml', 'deploy/k8s/overlays/prod/kustomization.yaml']) {
    const k = parse(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8'));
    for (const literal of (k.configMapGenerator ?? []).flatMap((g) => g.literals ?? [])) set.set(literal.split('=')[0], file);
  }
  const compose = parse(fs.readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
  for (const [name, service] of Object.entries(compose.services)) {
    if (!service.build) continue;
    for (const variable of Object.keys(service.environment ?? {})) set.set(variable, `docker-compose.yml (${name})`);
  }
  const unknown = [...set].filter(([name]) => !documented.has(fileVariables(name)) && !READ_OUTSIDE_SCHEMAS.has(name));
  assert.deepEqual(unknown, [], 'variables no process reads');
});
