/**
 * Adversarial templates: nothing may hang, throw or be mangled. Timings are not asserted; a regex
 * with a backtracking trap would blow the jest timeout on the 1 MB inputs below.
 */
import { convertLegacyToModern } from './legacy-conversion.util';
import { deleteVariable, renameVariable, templateFromOriginalCode } from './editor-operations.util';
import { extractVariables } from './extract-variables.util';
import { finalCodeFromTemplate, renderTemplate } from './render-template.util';
import type { TemplateVariable } from './template-engine.types';

const ONE_MB = 1024 * 1024;
const names = (template: string) => extractVariables(template).map((variable) => variable.name);
const variable = (name: string, defaultValue: string): TemplateVariable => ({
  id: name,
  name,
  label: name,
  type: 'text',
  defaultValue,
});

describe('adversarial templates', () => {
  it('leaves nested braces "{{a}}" alone', () => {
    expect(extractVariables('{{a}} {{{b}}}')).toEqual([]);
    expect(renderTemplate('{{a}} {{{b}}}', { a: 'x' })).toBe('{{a}} {{{b}}}');
  });

  it('reads "${${x}}" as the placeholder ${x} wrapped in "${" and "}"', () => {
    expect(names('${${x}}')).toEqual(['x']);
    expect(renderTemplate('${${x}}', { x: 'X' })).toBe('${X}');
  });

  it('ignores an unterminated "${" and still finds later placeholders', () => {
    expect(names('${title')).toEqual([]);
    expect(names('${title ${name}')).toEqual(['name']);
    expect(renderTemplate('${title ${name}', { name: 'N' })).toBe('${title N');
    expect(renderTemplate('price: $', {})).toBe('price: $');
  });

  it('leaves dollar signs of CSS and preprocessors alone: "$var", "calc(100% - $x)"', () => {
    const css = '.a { width: calc(100% - $x); color: $var; } $$ $ {';
    expect(extractVariables(css)).toEqual([]);
    expect(renderTemplate(css, { x: '1', var: '2' })).toBe(css);
  });

  it('renders a placeholder after dollar signs: "$$${price}" keeps the dollars', () => {
    expect(renderTemplate('$$${price}', { price: '9' }, [variable('price', '0')])).toBe('$$9');
  });

  it('handles emoji, CJK and right-to-left names and values', () => {
    const template = '<p dir="rtl">${عنوان}</p><h1>${标题}</h1><span>${emoji_label}</span>';
    expect(names(template)).toEqual(['عنوان', '标题', 'emoji_label']);
    expect(
      renderTemplate(template, { عنوان: 'مرحبا بكم', 标题: '欢迎光临', emoji_label: '🎉🔥 Soldes ‮' }),
    ).toBe('<p dir="rtl">مرحبا بكم</p><h1>欢迎光临</h1><span>🎉🔥 Soldes ‮</span>');
  });

  it('ignores emoji names, which are not plain names', () => {
    expect(names('${🎉} ${a🎉}')).toEqual([]);
  });

  it('does not throw on lone surrogates', () => {
    const template = '\uD800${x}\uDC00 ${\uD800}';
    expect(names(template)).toEqual(['x']);
    expect(renderTemplate(template, { x: '\uDFFF' })).toBe('\uD800\uDFFF\uDC00 ${\uD800}');
  });

  it('leaves a whole Liquid section untouched and extracts nothing from it', () => {
    const liquid = [
      '{% schema %}{"name": "Hero", "settings": [{"type": "color", "id": "bg"}]}{% endschema %}',
      '{% if section.settings.show %}<h1 style="color: {{ section.settings.bg }}">{{ product.title | escape }}</h1>{% endif %}',
      '{%- for block in section.blocks -%}{{ block.settings.text }}{%- endfor -%}',
      '{% style %}.hero { color: {{ settings.accent }}; }{% endstyle %}',
    ].join('\n');
    expect(extractVariables(liquid)).toEqual([]);
    expect(renderTemplate(liquid, { bg: 'red' })).toBe(liquid);
    expect(finalCodeFromTemplate(liquid, [variable('bg', 'red')])).toBe(liquid);
  });

  it('mixes Liquid and placeholders, replacing only the placeholders', () => {
    expect(renderTemplate('{{ product.title }} ${cta} {% if x %}', { cta: 'Buy' })).toBe(
      '{{ product.title }} Buy {% if x %}',
    );
  });

  it('treats a value holding a variable name with "__proto__" as an ordinary key', () => {
    const values = JSON.parse('{"__proto__": "X"}') as Record<string, string>;
    expect(renderTemplate('${__proto__}', values, [variable('__proto__', 'd')])).toBe('X');
    expect(renderTemplate('${__proto__}', {}, [variable('__proto__', 'd')])).toBe('d');
  });

  it('accepts null and undefined templates as empty', () => {
    expect(extractVariables(null as unknown as string)).toEqual([]);
    expect(renderTemplate(undefined as unknown as string, {})).toBe('');
  });
});

describe('1 MB inputs', () => {
  const chunk =
    '<section style="background:${bg_color};padding:10px">{{ product.title }}<h2>${title}</h2>' +
    '<p>{text:Intro:Hello $1}</p><style>.a { color: red; } .b{color:#fff}</style>' +
    '<script>const t = `${a + b}`; const w = $width;</script>{% if x %}${fff}{% endif %}</section>\n';
  const repeats = Math.ceil(ONE_MB / chunk.length);
  const big = chunk.repeat(repeats);

  it('extracts the variables of a 1 MB template correctly', () => {
    expect(big.length).toBeGreaterThanOrEqual(ONE_MB);
    expect(names(big)).toEqual(['bg_color', 'title', 'Intro']);
  });

  it('renders a 1 MB template correctly', () => {
    const rendered = renderTemplate(big, { bg_color: '#123', title: 'T $&' });
    const expectedChunk = chunk
      .replace('${bg_color}', () => '#123')
      .replace('${title}', () => 'T $&')
      .replace('{text:Intro:Hello $1}', () => 'Hello $1');
    expect(rendered).toBe(expectedChunk.repeat(repeats));
  });

  it('renames, deletes and converts placeholders in a 1 MB template', () => {
    const variables = extractVariables(big);
    const renamed = renameVariable(big, variables, 'title', 'heading');
    expect(renamed.template.split('${heading}').length - 1).toBe(repeats);
    expect(renamed.template.includes('${title}')).toBe(false);

    const deleted = deleteVariable(big, [variable('title', 'Hi')], 'title');
    expect(deleted.template.split('<h2>Hi</h2>').length - 1).toBe(repeats);

    const converted = convertLegacyToModern(big);
    expect(converted.template.split('${intro}').length - 1).toBe(repeats);
  });

  it('turns defaults back into placeholders in 1 MB of original code', () => {
    const code = '<h2>Welcome</h2><p style="color:#ff0000">Sale</p>\n'.repeat(Math.ceil(ONE_MB / 48));
    const template = templateFromOriginalCode(code, [
      variable('title', 'Welcome'),
      variable('accent', '#ff0000'),
      variable('cta', 'Sale'),
    ]);
    expect(template).toBe(
      '<h2>${title}</h2><p style="color:${accent}">${cta}</p>\n'.repeat(Math.ceil(ONE_MB / 48)),
    );
  });

  it.each([
    ['1 MB of "${"', '${'.repeat(ONE_MB / 2)],
    ['1 MB of "{"', '{'.repeat(ONE_MB)],
    ['1 MB of "{{a}}"', '{{a}}'.repeat(ONE_MB / 5)],
    ['an unterminated "${" followed by 1 MB of text', '${' + 'a'.repeat(ONE_MB)],
    ['1 MB of "{text:" with no closing brace', '{text:'.repeat(ONE_MB / 6)],
    ['1 MB of "{text:a:" with no closing brace', '{text:a:'.repeat(ONE_MB / 8)],
    ['a legacy label of 1 MB with no closing brace', '{text:' + 'a'.repeat(ONE_MB)],
    ['a legacy value of 1 MB with no closing brace', '{text:a:' + 'b'.repeat(ONE_MB)],
    ['1 MB of "$"', '$'.repeat(ONE_MB)],
    ['1 MB of "${a" fragments', '${a'.repeat(ONE_MB / 3)],
  ])('survives %s: nothing extracted, rendering changes nothing', (_what, template) => {
    expect(extractVariables(template)).toEqual([]);
    expect(renderTemplate(template, { a: 'x' })).toBe(template);
  });

  it('handles a 1 MB placeholder name', () => {
    const name = 'a'.repeat(ONE_MB);
    expect(renderTemplate(`<\${${name}}>`, { [name]: 'ok' })).toBe('<ok>');
  });

  it('guesses the type of a 1 MB camelCase name and labels it', () => {
    const name = 'A'.repeat(ONE_MB) + 'bColor';
    expect(extractVariables(`\${${name}}`)).toEqual([expect.objectContaining({ name, type: 'color' })]);
  });

  it('handles 50 000 distinct variables', () => {
    const template = Array.from({ length: 50_000 }, (_, index) => `\${v${index}} {text:L${index}:d}`).join(
      '',
    );
    const variables = extractVariables(template);
    expect(variables).toHaveLength(100_000);
    expect(new Set(variables.map((v) => v.id)).size).toBe(100_000);
  });
});
