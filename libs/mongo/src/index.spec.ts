import { databaseName, escapeRegex } from './index';

describe('escapeRegex', () => {
  it('treats every regex metacharacter as text', () => {
    const input = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o/p-q';
    expect(new RegExp(escapeRegex(input)).test(input)).toBe(true);
    expect(new RegExp(`^${escapeRegex('.*')}$`).test('anything')).toBe(false);
  });
});

describe('databaseName', () => {
  it('defaults to liquify_<service> and honours an explicit name', () => {
    expect(databaseName('identity')).toBe('liquify_identity');
    expect(databaseName('identity', 't1_identity')).toBe('t1_identity');
  });
});
