// Pure parts of the generated-input run (scripts/schemathesis/run.mjs): what schemathesis' JUnit report says,
// and which requests undo what the admin run created (read from its HAR report). Tested in results.test.mjs.

/**
 * Operations per schemathesis run (one <testcase> per operation, named "METHOD /path"), failed when it has a
 * <failure> or <error>; the failure text is kept (it names the input: schemathesis adds a curl command).
 * `toolError`: the <error> is schemathesis' own crash while generating inputs ("Runtime Error", e.g. a
 * CPython SystemError in its generator) and says nothing of the server: no answer was judged, so the
 * operation is neither passed nor failed. A network error (the server did not answer) is no tool error.
 */
export function junitOperations(xml) {
  const operations = [];
  const testcase = /<testcase\b([^>]*?)(\/>|>([\s\S]*?)<\/testcase>)/g;
  for (const m of xml.matchAll(testcase)) {
    const name = unescapeXml(/\bname="([^"]*)"/.exec(m[1])?.[1] ?? '?');
    const body = m[3] ?? '';
    const failure = /<(failure|error)\b([^>]*?)(\/>|>([\s\S]*?)<\/\1>)/.exec(body);
    const message = failure ? unescapeXml([/\bmessage="([^"]*)"/.exec(failure[2])?.[1], failure[4]].filter(Boolean).join('\n')).trim() : undefined;
    operations.push({
      name,
      failed: Boolean(failure),
      toolError: failure?.[1] === 'error' && isToolError(message ?? ''),
      message,
    });
  }
  return operations;
}

/** Schemathesis' own failure to generate or run a case, as opposed to a check failure or an unreachable server. */
export function isToolError(message) {
  return /^Runtime Error\b/.test(message) && !/network error|connection|timed? ?out|\[\d{3}\]/i.test(message);
}

function unescapeXml(text) {
  return text.replace(/&(lt|gt|quot|apos|#x?[0-9a-f]+|amp);/gi, (entity, code) => {
    const named = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' }[code.toLowerCase()];
    if (named) return named;
    return String.fromCodePoint(code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10));
  });
}

/** Created by a 2xx POST to `path`: the request that removes (or disables) it. */
const UNDO = [
  { path: '/api/admin/plans', undo: (d) => d._id && { method: 'DELETE', path: `/api/admin/plans/${d._id}` } },
  { path: '/api/admin/modules', undo: (d) => d._id && { method: 'DELETE', path: `/api/admin/modules/${d._id}` } },
  { path: '/api/admin/sections', undo: (d) => d._id && { method: 'DELETE', path: `/api/admin/sections/${d._id}` } },
  { path: '/api/admin/support/faq', undo: (d) => d._id && { method: 'DELETE', path: `/api/admin/support/faq/${d._id}` } },
  { path: '/api/users', undo: (d) => (d._id ?? d.id) && { method: 'DELETE', path: `/api/users/${d._id ?? d.id}` } },
  {
    path: '/api/admin/billing/early-bird-codes',
    undo: (d) => d.code && { method: 'PATCH', path: `/api/admin/billing/early-bird-codes/${encodeURIComponent(d.code)}`, body: { active: false } },
  },
];

/** The requests undoing every creation recorded in a HAR log (`{ log: { entries } }`), in the order made. */
export function undoRequests(har) {
  const undo = [];
  for (const entry of har?.log?.entries ?? []) {
    const { status } = entry.response ?? {};
    if (entry.request?.method !== 'POST' || !(status >= 200 && status < 300)) continue;
    const rule = UNDO.find((u) => u.path === new URL(entry.request.url).pathname);
    if (!rule) continue;
    let data;
    try {
      data = JSON.parse(entry.response.content?.text ?? '').data;
    } catch {
      continue;
    }
    const request = data && typeof data === 'object' ? rule.undo(data) : undefined;
    if (request) undo.push(request);
  }
  return undo;
}
