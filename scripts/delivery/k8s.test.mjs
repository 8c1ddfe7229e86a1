// The Kubernetes overlays as an operator applies them: each renders with kustomize, validates strictly against
// the Kubernetes schemas (kubernetes-validate), and the prod overlay scores 0 CRITICAL with kube-score (no check
// ignored). The rendered objects are then held to the delivery rules: pinned images, HPA-owned replica counts,
// a PDB and topology spread per Deployment, hardened pods, and NetworkPolicies that allow exactly the product's
// paths. Tools install themselves into .cache/delivery (tools.mjs).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { parseAllDocuments, parse, stringify } from 'yaml';
import { ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
import { REPO_ROOT } from '../infra/paths.mjs';
import { PROCESSES } from '../stack/processes.mjs';
import { allowed, podOf } from './network-policy.mjs';
import { kubeScore, kustomize, pythonTools } from './tools.mjs';

const OVERLAYS = ['dev', 'prod'];
const overlayDir = (name) => path.join(REPO_ROOT, 'deploy/k8s/overlays', name);
const existing = PROCESSES.filter((p) => p.enabled()).map((p) => p.name).sort();

const rendered = {};
let tools;

/**
 * Custom resources, which the Kubernetes schemas do not cover, by apiVersion and kind: each is validated against
 * its own CRD's schema (the models' validate()). Any other kind goes to kubernetes-validate, which fails on a kind
 * it has no schema for, so nothing escapes validation.
 */
const CUSTOM_RESOURCES = {
  'monitoring.coreos.com/v1 ServiceMonitor': (doc) => new ServiceMonitor(doc).validate(),
};
const customValidator = (doc) => CUSTOM_RESOURCES[`${doc.apiVersion} ${doc.kind}`];

before(async () => {
  tools = { kustomize: await kustomize(), kubeScore: await kubeScore(), ...(await pythonTools()) };
  for (const overlay of OVERLAYS) {
    const res = spawnSync(tools.kustomize, ['build', overlayDir(overlay)], { encoding: 'utf8' });
    assert.equal(res.status, 0, `kustomize build deploy/k8s/overlays/${overlay}:\n${res.stderr}`);
    rendered[overlay] = { yaml: res.stdout, docs: parseAllDocuments(res.stdout).map((d) => d.toJS()).filter(Boolean) };
  }
});

const ofKind = (overlay, kind) => rendered[overlay].docs.filter((d) => d.kind === kind);

function withFile(text, fn) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liquify-k8s-'));
  try {
    const file = path.join(dir, 'rendered.yaml');
    fs.writeFileSync(file, text);
    return fn(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

for (const overlay of OVERLAYS) {
  describe(`overlay ${overlay}`, () => {
    test('renders every process, and validates strictly against the Kubernetes schemas (custom resources against their CRDs)', () => {
      assert.deepEqual(ofKind(overlay, 'Deployment').map((d) => d.metadata.name).sort(), existing);
      const builtIn = rendered[overlay].docs.filter((d) => !customValidator(d));
      const res = withFile(builtIn.map((d) => stringify(d)).join('---\n'), (file) => spawnSync(tools.kubernetesValidate, ['--strict', '--quiet', file], { encoding: 'utf8' }));
      assert.equal(res.status, 0, `kubernetes-validate --strict:\n${res.stdout}${res.stderr}`);
      assert.doesNotMatch(res.stdout + res.stderr, /ERROR|WARN/, 'no object fails or escapes validation');
      for (const doc of rendered[overlay].docs.filter(customValidator)) {
        assert.doesNotThrow(() => customValidator(doc)(doc), `${doc.kind} ${doc.metadata.name} against its CRD's schema`);
      }
    });

    test('tracing is on by configuration (OTLP endpoint in the config map)', () => {
      const [config] = ofKind(overlay, 'ConfigMap').filter((c) => c.metadata.name.startsWith('liquify-config'));
      assert.match(config.data.OTEL_EXPORTER_OTLP_ENDPOINT ?? '', /^https?:\/\/[^/]+:4318$/);
      const otlp = ofKind(overlay, 'NetworkPolicy').find((p) => p.metadata.name === 'otlp-export');
      assert.ok(otlp?.spec.egress.some((rule) => rule.ports.some((p) => p.port === 4318)), 'the pods may reach the collector');
    });

    test('kube-score: 0 CRITICAL (every check on, none ignored)', () => {
      const res = withFile(rendered[overlay].yaml, (file) => spawnSync(tools.kubeScore, ['score', '--output-format', 'ci', file], { encoding: 'utf8' }));
      const critical = res.stdout.split('\n').filter((l) => l.startsWith('[CRITICAL]'));
      assert.deepEqual(critical, [], `kube-score CRITICAL findings:\n${critical.join('\n')}`);
      assert.match(res.stdout, /^\[OK\] /m, 'kube-score scored the objects');
    });

    test('images pinned by the overlay (images:, a version tag or a digest, never latest)', () => {
      const pinned = parse(fs.readFileSync(path.join(overlayDir(overlay), 'kustomization.yaml'), 'utf8')).images;
      for (const d of ofKind(overlay, 'Deployment')) {
        for (const c of d.spec.template.spec.containers) {
          assert.match(c.image, /(@sha256:[0-9a-f]{64}|:[\w.-]+)$/, `${d.metadata.name}: ${c.image} has no tag`);
          assert.doesNotMatch(c.image, /:latest$/);
          const entry = pinned.find((i) => i.name === `liquify/${d.metadata.name}`);
          assert.ok(entry && (entry.newTag || entry.digest) && entry.newTag !== 'latest', `${overlay} pins liquify/${d.metadata.name}`);
        }
      }
    });

    test('every Deployment: no replicas (its HPA owns them), a PDB, topology spread, hardened pod, ephemeral storage, preStop', () => {
      const hpas = ofKind(overlay, 'HorizontalPodAutoscaler');
      const pdbs = ofKind(overlay, 'PodDisruptionBudget');
      for (const d of ofKind(overlay, 'Deployment')) {
        const name = d.metadata.name;
        const labels = d.spec.template.metadata.labels;
        const selects = (selector) => Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
        assert.equal(d.spec.replicas, undefined, `${name} sets replicas, which its HPA owns`);
        assert.equal(hpas.filter((h) => h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === name).length, 1, `${name} has one HPA`);
        assert.equal(pdbs.filter((p) => selects(p.spec.selector)).length, 1, `${name} has one PodDisruptionBudget`);
        const pod = d.spec.template.spec;
        assert.ok(pod.topologySpreadConstraints?.length && pod.topologySpreadConstraints.every((t) => selects(t.labelSelector)), `${name} spreads its own pods`);
        assert.equal(pod.automountServiceAccountToken, false, `${name} mounts no service account token`);
        assert.ok(pod.securityContext.runAsNonRoot && pod.securityContext.runAsUser >= 10000 && pod.securityContext.runAsGroup >= 10000, `${name} runs as a UID/GID >= 10000`);
        for (const c of pod.containers) {
          assert.ok(c.resources.requests['ephemeral-storage'] && c.resources.limits['ephemeral-storage'], `${name} requests and limits ephemeral storage`);
          assert.ok(c.lifecycle?.preStop, `${name} has a preStop hook, so it leaves the endpoints before SIGTERM`);
          assert.equal(c.securityContext.readOnlyRootFilesystem, true);
          assert.equal(c.securityContext.allowPrivilegeEscalation, false);
          assert.deepEqual(c.securityContext.capabilities.drop, ['ALL']);
        }
      }
    });

    test('every service builds its MongoDB indexes in an init container before it starts, with its own image, config and mounts', () => {
      const [config] = ofKind(overlay, 'ConfigMap').filter((c) => c.metadata.name.startsWith('liquify-config'));
      assert.equal(config.data.MONGO_AUTO_INDEX, 'false', 'no process builds indexes at boot');
      for (const d of ofKind(overlay, 'Deployment').filter((x) => x.metadata.labels['app.kubernetes.io/component'] === 'service')) {
        const [main] = d.spec.template.spec.containers;
        const init = d.spec.template.spec.initContainers?.find((c) => c.name === 'create-indexes');
        assert.ok(init, `${d.metadata.name} has the create-indexes init container`);
        assert.equal(init.image, main.image);
        assert.deepEqual(init.command, ['node', 'dist/main.js', '--create-indexes']);
        assert.deepEqual(init.envFrom, main.envFrom);
        assert.deepEqual(init.env, main.env.filter((e) => e.name !== 'PORT'));
        assert.deepEqual(init.volumeMounts, main.volumeMounts, 'the same mounts (e.g. the Kafka CA the config names)');
      }
    });

    test('every container verifies tokens with the public keys (ConfigMap liquify-token-keys); only identity\'s Secret may hold the private key, and no rendered object holds one', () => {
      for (const d of ofKind(overlay, 'Deployment')) {
        const pod = d.spec.template.spec;
        for (const c of [...(pod.initContainers ?? []), ...pod.containers]) {
          assert.ok(c.envFrom.some((e) => e.configMapRef?.name === 'liquify-token-keys'), `${d.metadata.name}/${c.name} loads liquify-token-keys`);
          assert.deepEqual(c.envFrom.filter((e) => e.secretRef).map((e) => e.secretRef.name), [`liquify-${d.metadata.name}`], `${d.metadata.name}/${c.name} loads its own Secret only`);
          assert.ok(!(c.env ?? []).some((e) => /^JWT_(PRIVATE_KEY|SECRET)/.test(e.name)), `${d.metadata.name}/${c.name} is given no signing key inline`);
        }
      }
      assert.doesNotMatch(rendered[overlay].yaml, /JWT_PRIVATE_KEY|JWT_SECRET|BEGIN (EC )?PRIVATE KEY/, 'no private key or shared JWT secret in the rendered manifests');
    });

    test('the namespace enforces the restricted Pod Security profile', () => {
      const [ns] = ofKind(overlay, 'Namespace');
      assert.equal(ns.metadata.labels['pod-security.kubernetes.io/enforce'], 'restricted');
      for (const d of rendered[overlay].docs.filter((x) => x.metadata.namespace !== undefined)) assert.equal(d.metadata.namespace, ns.metadata.name);
    });

    test('NetworkPolicies: default deny; ingress -> gateway -> services -> data stores; Stripe from billing only', () => {
      const policies = ofKind(overlay, 'NetworkPolicy');
      const pods = Object.fromEntries(ofKind(overlay, 'Deployment').map((d) => [d.metadata.name, podOf(d)]));
      const services = Object.values(pods).filter((p) => p.name !== 'gateway');
      const outside = (namespace, labels = {}) => ({ namespace, labels });
      const http = (pod) => ({ number: pod.ports.http });
      const ingressController = outside('ingress-nginx', { 'app.kubernetes.io/name': 'ingress-nginx' });
      const can = (from, to, port) => allowed(policies, from, to, port);

      assert.ok(can(ingressController, pods.gateway, http(pods.gateway)), 'ingress controller -> gateway');
      assert.ok(!can(outside('default'), pods.gateway, http(pods.gateway)), 'another namespace -> gateway is denied');
      for (const svc of services) {
        assert.ok(can(pods.gateway, svc, http(svc)), `gateway -> ${svc.name}`);
        assert.ok(!can(ingressController, svc, http(svc)), `ingress controller -> ${svc.name} is denied (only the gateway is public)`);
        for (const other of services.filter((o) => o !== svc)) assert.ok(!can(svc, other, http(other)), `${svc.name} -> ${other.name} is denied`);
        assert.ok(!can(svc, pods.gateway, http(pods.gateway)), `${svc.name} -> gateway is denied`);
        for (const port of [27017, 9092, 6379]) assert.ok(can(svc, { ip: '10.96.0.50' }, { number: port }), `${svc.name} -> data store port ${port}`);
        assert.equal(can(svc, { ip: '203.0.113.10' }, { number: 443 }), svc.name === 'billing', `${svc.name} -> internet :443 only for billing`);
        assert.ok(!can(svc, { ip: '203.0.113.10' }, { number: 80 }), `${svc.name} -> internet :80 is denied`);
      }
      assert.ok(!can(pods.billing, { ip: '10.1.2.3' }, { number: 443 }), 'billing reaches no private address on 443');
      assert.ok(can(pods.gateway, { ip: '10.96.0.51' }, { number: 6379 }), 'gateway -> Redis');
      for (const port of [27017, 9092, 443]) assert.ok(!can(pods.gateway, { ip: '10.96.0.50' }, { number: port }), `gateway -> ${port} is denied (no database, no Kafka, no internet)`);
      const dns = outside('kube-system', { 'k8s-app': 'kube-dns' });
      for (const pod of Object.values(pods)) {
        assert.ok(can(pod, dns, { number: 53, protocol: 'UDP' }), `${pod.name} -> DNS`);
        assert.ok(can(outside('monitoring'), pod, http(pod)), `Prometheus -> ${pod.name} /metrics`);
      }
    });
  });
}

test('prod: a ServiceMonitor scrapes /metrics on the http port of every Service', () => {
  const [monitor] = ofKind('prod', 'ServiceMonitor');
  assert.ok(monitor, 'the prod overlay has a ServiceMonitor');
  const endpoint = monitor.spec.endpoints.find((e) => e.path === '/metrics');
  assert.ok(endpoint, 'it scrapes /metrics');
  for (const service of ofKind('prod', 'Service')) {
    const selected = Object.entries(monitor.spec.selector.matchLabels).every(([k, v]) => service.metadata.labels?.[k] === v);
    assert.ok(selected, `the ServiceMonitor selects Service ${service.metadata.name}`);
    assert.ok(service.spec.ports.some((p) => p.name === endpoint.port), `Service ${service.metadata.name} has the port ${endpoint.port}`);
  }
});

describe('the NetworkPolicy checker', () => {
  const ns = 'n';
  const pod = (labels, ports = { http: 80 }) => ({ namespace: ns, labels, ports });
  const policy = (spec) => ({ metadata: { namespace: ns }, spec });
  const a = pod({ app: 'a' });
  const b = pod({ app: 'b' });

  test('without a selecting policy, both directions are open', () => {
    assert.ok(allowed([], a, b, { number: 80 }));
  });
  test('default deny closes both directions; an egress rule alone does not open the receiver', () => {
    const deny = policy({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
    assert.ok(!allowed([deny], a, b, { number: 80 }));
    const egress = policy({ podSelector: { matchLabels: { app: 'a' } }, policyTypes: ['Egress'], egress: [{ to: [{ podSelector: { matchLabels: { app: 'b' } } }] }] });
    assert.ok(!allowed([deny, egress], a, b, { number: 80 }));
    const ingress = policy({ podSelector: { matchLabels: { app: 'b' } }, policyTypes: ['Ingress'], ingress: [{ from: [{ podSelector: { matchLabels: { app: 'a' } } }], ports: [{ port: 'http' }] }] });
    assert.ok(allowed([deny, egress, ingress], a, b, { number: 80 }));
    assert.ok(!allowed([deny, egress, ingress], a, b, { number: 81 }), 'a named port is the destination pod’s port only');
    assert.ok(!allowed([deny, egress, ingress], b, a, { number: 80 }));
  });
  test('namespace selectors, ipBlock with except, protocols', () => {
    const deny = policy({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
    const fromNs = policy({ podSelector: {}, policyTypes: ['Ingress'], ingress: [{ from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'x' } } }] }] });
    assert.ok(allowed([deny, fromNs], { namespace: 'x', labels: {} }, a, { number: 80 }));
    assert.ok(!allowed([deny, fromNs], { namespace: 'y', labels: {} }, a, { number: 80 }));
    const web = policy({ podSelector: {}, policyTypes: ['Egress'], egress: [{ to: [{ ipBlock: { cidr: '0.0.0.0/0', except: ['10.0.0.0/8'] } }], ports: [{ port: 443 }] }] });
    assert.ok(allowed([deny, web], a, { ip: '8.8.8.8' }, { number: 443 }));
    assert.ok(!allowed([deny, web], a, { ip: '10.2.3.4' }, { number: 443 }));
    assert.ok(!allowed([deny, web], a, { ip: '8.8.8.8' }, { number: 443, protocol: 'UDP' }));
    assert.ok(!allowed([deny, web], a, b, { number: 443 }), 'an ipBlock does not match pods');
    assert.throws(() => allowed([policy({ podSelector: { matchExpressions: [{ key: 'a', operator: 'Exists' }] }, policyTypes: ['Ingress'] })], a, b, { number: 80 }), /not supported/);
  });
});
