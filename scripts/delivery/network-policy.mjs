// Whether Kubernetes NetworkPolicies let one endpoint reach another, for checks of rendered manifests.
// An endpoint is a pod ({ namespace, labels, ports: { name: number } }) or an address outside the cluster
// ({ ip }). Semantics of networking.k8s.io/v1: a pod selected by no policy of a type is open for that
// direction; otherwise a connection needs a rule of a selecting policy that matches the peer and the port,
// on the sender's egress side and on the receiver's ingress side. matchExpressions are not supported (an
// error says so rather than guessing). Policies of namespaces not given are not known: those pods are open.

const matches = (selector, labels) => {
  if (selector.matchExpressions?.length) throw new Error('matchExpressions are not supported by this checker');
  return Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels?.[k] === v);
};

const ipv4 = (ip) => ip.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
function inCidr(ip, cidr) {
  const [base, bits] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  return Math.floor(ipv4(ip) / size) === Math.floor(ipv4(base) / size);
}

const namespaceLabels = (name) => ({ 'kubernetes.io/metadata.name': name });

function peerMatches(peer, endpoint, policyNamespace) {
  if (peer.ipBlock) return endpoint.ip !== undefined && inCidr(endpoint.ip, peer.ipBlock.cidr) && !(peer.ipBlock.except ?? []).some((c) => inCidr(endpoint.ip, c));
  if (endpoint.ip !== undefined) return false;
  const nsOk = peer.namespaceSelector ? matches(peer.namespaceSelector, namespaceLabels(endpoint.namespace)) : endpoint.namespace === policyNamespace;
  return nsOk && (!peer.podSelector || matches(peer.podSelector, endpoint.labels));
}

function portMatches(rulePorts, destination, port) {
  if (!rulePorts?.length) return true;
  return rulePorts.some((p) => {
    if ((p.protocol ?? 'TCP') !== port.protocol) return false;
    if (p.port === undefined) return true;
    const number = typeof p.port === 'string' ? destination.ports?.[p.port] : p.port;
    return number !== undefined && number <= port.number && port.number <= (p.endPort ?? number);
  });
}

/** Whether the policies of `self`'s namespace let `self` talk with `peer` in direction `type` ('Ingress' or 'Egress'). */
function sideAllows(policies, self, peer, destination, port, type) {
  if (self.ip !== undefined) return true;
  const selecting = policies.filter((p) => p.metadata.namespace === self.namespace && matches(p.spec.podSelector, self.labels) && (p.spec.policyTypes ?? ['Ingress']).includes(type));
  if (!selecting.length) return true;
  const [rulesKey, peersKey] = type === 'Ingress' ? ['ingress', 'from'] : ['egress', 'to'];
  return selecting.some((p) =>
    (p.spec[rulesKey] ?? []).some((rule) => {
      const peers = rule[peersKey] ?? [];
      return (peers.length === 0 || peers.some((q) => peerMatches(q, peer, p.metadata.namespace))) && portMatches(rule.ports, destination, port);
    }),
  );
}

/** Whether `from` may open a connection to `to` on `port` ({ number, protocol = 'TCP' }) under `policies`. */
export function allowed(policies, from, to, { number, protocol = 'TCP' }) {
  const port = { number, protocol };
  return sideAllows(policies, from, to, to, port, 'Egress') && sideAllows(policies, to, from, to, port, 'Ingress');
}

/** The pods a rendered Deployment runs, as endpoints (namespace, template labels, named container ports). */
export function podOf(deployment) {
  const ports = Object.fromEntries(deployment.spec.template.spec.containers.flatMap((c) => (c.ports ?? []).filter((p) => p.name).map((p) => [p.name, p.containerPort])));
  return { namespace: deployment.metadata.namespace, labels: deployment.spec.template.metadata.labels, ports, name: deployment.metadata.name };
}
