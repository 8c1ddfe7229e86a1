import { createHash, randomBytes } from 'node:crypto';
import { SNIPPET_TOKEN_PATTERN } from '@liquify/contracts';

/** A new snippet token: `lq_` + 256 random bits in base64url (unguessable; never expires; only its hash is stored). */
export function newSnippetToken(): string {
  return `lq_${randomBytes(32).toString('base64url')}`;
}

/** What the database keeps of a token: its SHA-256, hex. */
export function hashSnippetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Cheap shape check before any lookup (a malformed token cannot exist). */
export function isSnippetTokenShaped(token: string): boolean {
  return SNIPPET_TOKEN_PATTERN.test(token);
}
