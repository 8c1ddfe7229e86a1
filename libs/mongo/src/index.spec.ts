import { containsText, databaseName, escapeRegex } from './index';

describe('escapeRegex', () => {
  it('treats every regex metacharacter as text', () => {
    const input = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o/p-q';
    expect(new RegExp(escapeRegex(input)).test(input)).toBe(true);
    expect(new RegExp(`^${escapeRegex('.*')}$`).test('anything')).toBe(false);
  });

  it('never puts a raw NUL or other control character in a pattern (BSON refuses a NUL in a regex: issue 21 item 15)', () => {
    expect(escapeRegex('a\u0000b\u0001\u009f')).toBe('a\\x00b\\x01\\x9f');
  });
});

describe('containsText', () => {
  it('is a case-insensitive $regex string of the escaped text', () => {
    expect(containsText('A.b\u0000')).toEqual({ $regex: 'A\\.b\\x00', $options: 'i' });
  });
});

describe('databaseName', () => {
  it('defaults to liquify_<service> and honours an explicit name', () => {
    expect(databaseName('identity')).toBe('liquify_identity');
    expect(databaseName('identity', 't1_identity')).toBe('t1_identity');
  });
});
