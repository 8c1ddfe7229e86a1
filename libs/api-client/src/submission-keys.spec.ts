import { isIdempotencyKey } from '@liquify/contracts/rules';
import { newIdempotencyKey, submissionKeys } from './submission-keys';

describe('submission keys', () => {
  it('gives every send of the same content the same key until it succeeds', () => {
    const keys = submissionKeys();
    const first = keys.keyFor('Still blank after a refresh');
    expect(keys.keyFor('Still blank after a refresh')).toBe(first);
    expect(keys.keyFor('Still blank after a refresh, and on mobile')).not.toBe(first);
    keys.done('Still blank after a refresh');
    expect(keys.keyFor('Still blank after a refresh')).not.toBe(first);
  });

  it('makes keys the services accept, different each time', () => {
    const a = newIdempotencyKey();
    expect(isIdempotencyKey(a)).toBe(true);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
