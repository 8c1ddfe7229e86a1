// HTTP as the suite's virtual users make it: every request recorded (status, latency) in the scenario's
// Recorder, and writes sent the way a careful client sends them during an outage (writeOnce).
import { performance } from 'node:perf_hooks';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** `ctx.recorder` is read at each call, so one client serves every scenario. Answers { status, body, text, headers }. */
export function httpClient(baseUrl, ctx) {
  return async function call(path, { method, body, token, headers = {}, raw, timeoutMs = 30_000, record = true } = {}) {
    const m = method ?? (body === undefined && raw === undefined ? 'GET' : 'POST');
    const h = { ...headers };
    if (body !== undefined) h['content-type'] = 'application/json';
    if (token) h.authorization = `Bearer ${token}`;
    const started = performance.now();
    let status = 0;
    let text = '';
    let resHeaders;
    try {
      const res = await fetch(`${path.startsWith('http') ? '' : baseUrl}${path}`, {
        method: m,
        headers: h,
        body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
      text = await res.text();
      status = res.status;
      resHeaders = res.headers;
    } catch (err) {
      text = String(err?.cause?.code ?? err?.message ?? err);
    }
    if (record) ctx.recorder?.record(status, performance.now() - started, `${m} ${path.split('?')[0]}`);
    let parsed;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status, body: parsed, text, headers: resHeaders };
  };
}

/** An answer that says nothing about whether the write happened: no answer, or the service was unavailable. */
export const ambiguous = (status) => status === 0 || status === 502 || status === 503 || status === 504;

/**
 * A write sent until the product acknowledges it, as a careful client does through an outage: after an
 * ambiguous answer it first reads whether the write landed (`confirm`, answering a value or null) and only
 * sends it again when it did not; a conflict (409, or what `conflict` says) is also checked with `confirm`
 * (an earlier attempt landed).
 * Answers { ack, via: 'answer' | 'read' }; throws after `withinMs` or on any other answer.
 */
export async function writeOnce(what, send, { confirm, ok = (r) => r.status >= 200 && r.status < 300, conflict = (r) => r.status === 409, withinMs = 90_000 } = {}) {
  const deadline = Date.now() + withinMs;
  let pause = 100;
  for (;;) {
    const res = await send();
    if (ok(res)) return { ack: res, via: 'answer' };
    if (!ambiguous(res.status) && !(conflict(res) && confirm)) throw new Error(`${what}: unexpected ${res.status} ${res.text.slice(0, 200)}`);
    if (confirm) {
      const landed = await confirm();
      if (landed) return { ack: landed, via: 'read' };
      if (conflict(res)) throw new Error(`${what}: ${res.status} but nothing found: ${res.text.slice(0, 200)}`);
    }
    if (Date.now() > deadline) throw new Error(`${what}: no acknowledgement within ${withinMs / 1000} s (last ${res.status} ${res.text.slice(0, 120)})`);
    await sleep(pause);
    pause = Math.min(pause * 2, 1000);
  }
}

/** A read retried through ambiguous answers (an outage) until it answers 2xx; answers the response. */
export async function readUntil(what, send, { withinMs = 90_000 } = {}) {
  return (await writeOnce(what, send, { withinMs })).ack;
}
