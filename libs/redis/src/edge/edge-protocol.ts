/**
 * The edge-cache protocol between the services and the gateway.
 *
 * A service that answers a GET it is willing to have the gateway repeat marks the answer with
 * `x-liquify-edge-tag: <scope>;<tag>@<version>`:
 * - `scope` is `public` (the same answer for everybody: keyed by the URL) or `user` (keyed by the URL
 *   and the signed-in user the gateway verified);
 * - `tag` names the data the answer was computed from (`catalogue.modules`, `identity.user.<id>`);
 * - `version` is the tag's version read BEFORE the data was read.
 *
 * Whoever changes that data bumps the tag (INCR of its Redis counter, then a PUBLISH of `<tag>@<version>`
 * on one channel). The gateway keeps an answer only while the newest version it knows of its tag is the
 * one the answer was computed under, so a change makes every older copy unusable at once. Like surrogate
 * keys in a CDN, but with versions, so a slow answer computed before a change can never be stored after it.
 */
export const EDGE_TAG_HEADER = 'x-liquify-edge-tag';
/** Pub/sub channel carrying `<tag>@<version>` for every bump (the Redis key prefix is added by hand). */
export const EDGE_CHANNEL = 'edge:tags';
/** Redis key of a tag's version counter. */
export const edgeTagKey = (tag: string) => `edge:tag:${tag}`;

export type EdgeScope = 'public' | 'user';

export interface EdgeTagValue {
  scope: EdgeScope;
  tag: string;
  version: number;
}

const TAG_PATTERN = /^[a-z][a-z0-9._-]{0,127}$/;

export function isValidEdgeTag(tag: string): boolean {
  return TAG_PATTERN.test(tag);
}

function parseVersion(text: string): number {
  return /^\d{1,15}$/.test(text) ? Number(text) : NaN;
}

export function formatEdgeTag({ scope, tag, version }: EdgeTagValue): string {
  return `${scope};${tag}@${version}`;
}

/** Parses a header value; undefined for anything malformed (the answer is then simply not cached). */
export function parseEdgeTag(value: string | string[] | undefined): EdgeTagValue | undefined {
  if (typeof value !== 'string') return undefined;
  const semi = value.indexOf(';');
  const at = value.lastIndexOf('@');
  if (semi < 0 || at < semi) return undefined;
  const scope = value.slice(0, semi);
  const tag = value.slice(semi + 1, at);
  const version = parseVersion(value.slice(at + 1));
  if ((scope !== 'public' && scope !== 'user') || !isValidEdgeTag(tag) || !Number.isSafeInteger(version) || version < 0) return undefined;
  return { scope, tag, version };
}

/** Parses a pub/sub message `<tag>@<version>`. */
export function parseBump(message: string): { tag: string; version: number } | undefined {
  const at = message.lastIndexOf('@');
  if (at <= 0) return undefined;
  const tag = message.slice(0, at);
  const version = parseVersion(message.slice(at + 1));
  if (!isValidEdgeTag(tag) || !Number.isSafeInteger(version) || version < 0) return undefined;
  return { tag, version };
}
