import { SNIPPET_TOKEN_PATTERN } from '@liquify/contracts';
import { deriveSnippetToken, hashSnippetToken, newSnippetNonce, snippetTokenKey } from './snippet-token.util';

describe('snippet tokens', () => {
  const key = snippetTokenKey('a-secret-of-the-server-xxxxxxxxxxxx');

  it('derives the same token for the same entry and nonce (the dialog shows one link, always the same)', () => {
    const nonce = newSnippetNonce();
    expect(deriveSnippetToken(key, 'e1', nonce)).toBe(deriveSnippetToken(key, 'e1', nonce));
    expect(deriveSnippetToken(key, 'e1', nonce)).toMatch(SNIPPET_TOKEN_PATTERN);
  });

  it('gives another token for a new nonce (a replaced link), another entry, or another server key', () => {
    const nonce = newSnippetNonce();
    const token = deriveSnippetToken(key, 'e1', nonce);
    expect(deriveSnippetToken(key, 'e1', newSnippetNonce())).not.toBe(token);
    expect(deriveSnippetToken(key, 'e2', nonce)).not.toBe(token);
    expect(deriveSnippetToken(snippetTokenKey('another-secret-of-the-serverxxxxx'), 'e1', nonce)).not.toBe(token);
  });

  it('stores only a SHA-256 that does not reveal the token', () => {
    const token = deriveSnippetToken(key, 'e1', newSnippetNonce());
    expect(hashSnippetToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSnippetToken(token)).not.toContain(token.slice(3));
  });
});
