import { placeholderFor, replacePlaceholders, scanPlaceholders } from './placeholder.util';

describe('scanPlaceholders', () => {
  it('finds modern ${name} placeholders with their offsets', () => {
    expect(scanPlaceholders('<h1>${title}</h1>')).toEqual([
      { kind: 'modern', raw: '${title}', start: 4, end: 12, name: 'title' },
    ]);
  });

  it('finds legacy {type:label:value} placeholders with type, trimmed label and value', () => {
    expect(scanPlaceholders('<p style="color:{color: Text colour :#333}">')).toEqual([
      {
        kind: 'legacy',
        raw: '{color: Text colour :#333}',
        start: 16,
        end: 42,
        prefix: '',
        type: 'color',
        label: 'Text colour',
        defaultValue: '#333',
      },
    ]);
  });

  it('reads the legacy type case-insensitively and stores it lowercased', () => {
    expect(scanPlaceholders('{IMAGE:Logo:/logo.png}')).toMatchObject([{ kind: 'legacy', type: 'image' }]);
  });

  it('keeps colons in legacy values (URLs)', () => {
    expect(scanPlaceholders('{url:Link:https://shop.example/a:b}')).toMatchObject([
      { kind: 'legacy', label: 'Link', defaultValue: 'https://shop.example/a:b' },
    ]);
  });

  it('accepts an empty legacy value', () => {
    expect(scanPlaceholders('{text:Subtitle:}')).toMatchObject([{ kind: 'legacy', defaultValue: '' }]);
  });

  it('reads a legacy placeholder right after a dollar sign as "$" + placeholder ("${number:Price:29}" is "$29")', () => {
    expect(scanPlaceholders('${number:Price:29}')).toMatchObject([
      {
        kind: 'legacy',
        prefix: '$',
        label: 'Price',
        defaultValue: '29',
        start: 0,
        raw: '${number:Price:29}',
      },
    ]);
  });

  it.each([
    ['a CSS block', '.a { color: red; }'],
    ['a minified CSS block with two parts', '.a{color:red}'],
    ['a minified CSS declaration list', '.a{color:red;background:url(x.png)}'],
    ['Liquid output', '{{ product.title }}'],
    ['a Liquid tag', '{% if product.available %}'],
    ['an unknown legacy type', '{font:Body:Arial}'],
    ['a blank legacy label', '{text: :x}'],
    ['a legacy body with a hex colour', '{#fff}'],
    ['a JS ternary in an object literal', 'const o = {text:ok?"Tap":"Click"}'],
    ['a placeholder split across lines', '{text:Title:\nHello}'],
  ])('does not take %s for a legacy placeholder', (_what, template) => {
    expect(scanPlaceholders(template).filter((token) => token.kind === 'legacy')).toEqual([]);
  });

  it('reports JS expressions as modern tokens with their raw text, for callers to ignore', () => {
    expect(
      scanPlaceholders('${a + b}${obj.prop}').map((token) => token.kind === 'modern' && token.name),
    ).toEqual(['a + b', 'obj.prop']);
  });

  it('returns tokens of both forms in order of appearance', () => {
    const kinds = scanPlaceholders('{text:A:1} ${b} {color:C:#000} ${d}').map((token) => token.kind);
    expect(kinds).toEqual(['legacy', 'modern', 'legacy', 'modern']);
  });
});

describe('replacePlaceholders', () => {
  it('keeps a placeholder as written when the replacer returns undefined', () => {
    expect(
      replacePlaceholders('${a} ${b}', (token) =>
        token.kind === 'modern' && token.name === 'a' ? 'A' : undefined,
      ),
    ).toBe('A ${b}');
  });

  it('inserts replacement text literally: "$&" and "$1" are not patterns', () => {
    expect(replacePlaceholders('${a}', () => '$& $1 $$ $`')).toBe('$& $1 $$ $`');
  });

  it('never scans inserted text again', () => {
    expect(replacePlaceholders('${a}', () => '${a}${a}')).toBe('${a}${a}');
  });
});

describe('placeholderFor', () => {
  it('writes ${name}', () => {
    expect(placeholderFor('title')).toBe('${title}');
  });
});
