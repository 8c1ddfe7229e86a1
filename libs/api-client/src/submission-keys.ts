/**
 * Idempotency keys for a form's submissions (libs/contracts idempotency.rules.ts): the same key for every send of
 * the same content until one succeeds, so a reply sent again after a lost answer ("Network error", a timeout) is
 * recognised by the service instead of being posted twice. Changed content gets a new key (the customer means a
 * new message); `done` forgets a content once its send succeeded (the same words sent later are a new message).
 */
export interface SubmissionKeys {
  keyFor(content: string): string;
  done(content: string): void;
}

/** 128 random bits as 32 hex characters. crypto.getRandomValues, unlike randomUUID, works on plain-HTTP pages too. */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function submissionKeys(newKey: () => string = newIdempotencyKey): SubmissionKeys {
  const keys = new Map<string, string>();
  return {
    keyFor(content) {
      let key = keys.get(content);
      if (key === undefined) {
        key = newKey();
        keys.set(content, key);
      }
      return key;
    },
    done(content) {
      keys.delete(content);
    },
  };
}
