import { countOf, escapeRegExp } from './text.rules';

/** Issue 21 item 15: a regular expression built from input matches the text itself, control characters included. */
describe('escapeRegExp', () => {
  const matchesExactly = (text: string, subject: string) => new RegExp(`^${escapeRegExp(text)}$`).test(subject);

  it('treats every regex metacharacter as text', () => {
    const input = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o/p-q';
    expect(matchesExactly(input, input)).toBe(true);
    expect(matchesExactly('.*', 'anything')).toBe(false);
    expect(matchesExactly('a|b', 'a')).toBe(false);
  });

  it('writes every C0, DEL and C1 control character as \\xHH, so no raw control byte reaches a pattern', () => {
    const controls = [...Array(0x20).keys(), ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i)].map((code) => String.fromCharCode(code));
    for (const c of controls) {
      const pattern = escapeRegExp(`a${c}b`);
      expect(pattern).toBe(`a\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}b`);
      expect([...pattern].some((ch) => ch.charCodeAt(0) < 0x20 || (ch.charCodeAt(0) >= 0x7f && ch.charCodeAt(0) <= 0x9f))).toBe(false);
      expect(matchesExactly(`a${c}b`, `a${c}b`)).toBe(true);
      expect(matchesExactly(`a${c}b`, 'a b')).toBe(false);
    }
    expect(escapeRegExp('\u0000')).toBe('\\x00');
  });

  it('leaves other text as it is, line and paragraph separators and non-Latin letters included', () => {
    expect(escapeRegExp('Grüße 日本 \u2028x\u2029')).toBe('Grüße 日本 \u2028x\u2029');
    expect(matchesExactly('x\u2028y', 'x\u2028y')).toBe(true);
  });
});

describe('countOf (issue #24 item 9)', () => {
  it('puts the noun in the number of the count', () => {
    expect(countOf(1, 'store', 'stores')).toBe('1 store');
    expect(countOf(0, 'store', 'stores')).toBe('0 stores');
    expect(countOf(3, 'module', 'modules')).toBe('3 modules');
  });
});
