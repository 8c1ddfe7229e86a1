/**
 * The edge cache and `Vary` (RFC 9110 §12.5.5). An answer kept for everybody (a `public` edge tag, kept
 * under its URL alone) was computed for one request; when its `Vary` names Authorization, what it says
 * depends on who asked (the catalogue's item details: the source to an entitled caller, the card to anyone
 * else). Such an answer is kept only when computed for a request without an Authorization header, and
 * given only to such requests: a signed-in caller's answer is never repeated to another caller, and a
 * signed-in caller is never given the anonymous answer instead of their own. `Vary: *` is never kept.
 */

type Headers = Record<string, string | string[] | number | undefined>;

/** The header names an answer varies on, lowercased. */
export function variedHeaders(headers: Headers): Set<string> {
  const value = headers.vary ?? headers.Vary;
  const names = new Set<string>();
  for (const line of Array.isArray(value) ? value : value === undefined ? [] : [String(value)]) {
    for (const name of line.split(',')) if (name.trim()) names.add(name.trim().toLowerCase());
  }
  return names;
}

/** Whether an answer kept for everybody may be given to (or, when computed for it, kept from) this request. */
export function sharedAnswerFits(answerHeaders: Headers, requestHeaders: Headers): boolean {
  if (answerHeaders.vary === undefined && answerHeaders.Vary === undefined) return true;
  const varied = variedHeaders(answerHeaders);
  if (varied.has('*')) return false;
  return !(varied.has('authorization') && requestHeaders.authorization !== undefined);
}
