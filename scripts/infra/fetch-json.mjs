/**
 * One HTTP request with an optional JSON body and bearer token, as the repo scripts and benchmarks make them
 * against a stack: answers the status, the parsed JSON body (undefined when the answer is not JSON) and the text.
 */
export async function fetchJson(url, { method = 'GET', body, token } = {}) {
  const res = await fetch(url, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, body: json, text };
}
