import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SNIPPET_TOKEN_PATTERN } from '@liquify/contracts';

/**
 * A snippet token is `lq_` + 256 bits in base64url, derived from the entry id and a random per-link nonce
 * with a key only the server holds (HMAC-SHA256). The database keeps the nonce and the token's SHA-256, never
 * the token: the same token can be shown again each time the dialog opens (no side effect), yet a copy of
 * the database alone cannot produce it. A new nonce is a new link ("Replace snippet link").
 */
export function snippetTokenKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('liquify:remote-snippet-token:v1').digest();
}

export function deriveSnippetToken(key: Buffer, entryId: string, nonce: string): string {
  return `lq_${createHmac('sha256', key).update(`${entryId}:${nonce}`).digest('base64url')}`;
}

/** A new link's nonce (128 random bits). */
export function newSnippetNonce(): string {
  return randomBytes(16).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. */
export function hashSnippetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Cheap shape check before any lookup (a malformed token cannot exist). */
export function isSnippetTokenShaped(token: string): boolean {
  return SNIPPET_TOKEN_PATTERN.test(token);
}
