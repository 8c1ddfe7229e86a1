import { checkLiquidSyntax, containsLiquid, lineAt, LiquidProblem, readSectionSchema } from './liquid-check.util';
import { createShopifyLiquid } from './shopify-liquid';

const liquid = createShopifyLiquid();

function syntaxProblem(code: string): LiquidProblem | undefined {
  try {
    checkLiquidSyntax(liquid, code);
    return undefined;
  } catch (err) {
    return err as LiquidProblem;
  }
}

function schemaProblem(code: string): LiquidProblem | undefined {
  try {
    readSectionSchema(code);
    return undefined;
  } catch (err) {
    return err as LiquidProblem;
  }
}

describe('checkLiquidSyntax', () => {
  it('accepts a Shopify section with its theme tags', () => {
    const section = [
      '{%- liquid',
      '  assign heading = section.settings.heading | default: "Hello"',
      '  render "icon", name: "cart"',
      '-%}',
      '{% style %}.s-{{ section.id }} { color: {{ section.settings.color }}; }{% endstyle %}',
      '{% form "product", product, class: "f" %}<button>{{ "products.add" | t }}</button>{% endform %}',
      '{% paginate collection.products by 12 %}{% for p in collection.products %}{{ p.title }}{% endfor %}{% endpaginate %}',
      '{% section "header" %}{% sections "footer-group" %}{% content_for "blocks" %}{% include "x" %}',
      '{% doc %}@param {string} x - anything {% if %} here is not parsed{% enddoc %}',
      '{% stylesheet %}.a { } {% endif %} is raw CSS{% endstylesheet %}',
      '{% javascript %}const a = `${x}`; // {{ not liquid }}{% endjavascript %}',
      '{% comment %}{% if %} not parsed {{ | }}{% endcomment %}',
      '{% raw %}{{ kept }}{% endraw %}',
      '{% schema %}{"name":"X","settings":[]}{% endschema %}',
    ].join('\n');
    expect(syntaxProblem(section)).toBeUndefined();
  });

  it.each([
    ['<div>\n{% if x %}\n<p>open</p>', 2, 'tag {% if x %} not closed'],
    ['a\nb\nc\n{% endif %}', 4, 'tag "endif" not found'],
    ['line 1\n{% unknown_tag %}', 2, 'tag "unknown_tag" not found'],
    ['{% for %}', 1, 'illegal tag: {% for %}'],
    ['ok\n\n\n{% schema %}{"a":1}', 4, 'tag {% schema %} not closed'],
    ['{% style %}\n.a{}', 1, 'tag {% style %} not closed'],
  ])('refuses %j at line %i', (code, line, reason) => {
    const problem = syntaxProblem(code);
    expect(problem).toBeInstanceOf(LiquidProblem);
    expect(problem!.line).toBe(line);
    expect(problem!.reason).toBe(reason);
    expect(problem!.message).toBe(`Invalid Liquid syntax at line ${line}: ${reason}`);
  });

  // Speed is not timed here (tests do not time things): liquidjs alone is quadratic (40 000 lines took ~55 s),
  // which the test's own timeout still catches as a hang.
  it('parses a 40 000-line template to the same verdict as a short one', () => {
    expect(syntaxProblem('<p>x</p>{% if a %}b{% endif %}\n'.repeat(40_000))).toBeUndefined();
    expect(syntaxProblem('<p>x</p>{% if a %}b{% endif %}\n'.repeat(40_000) + '{% style %}')).toBeInstanceOf(LiquidProblem);
  });

  it('answers a large or adversarial template (no hang: the test timeout catches one)', () => {
    expect(syntaxProblem('{{ a }}'.repeat(50_000))).toBeUndefined();
    expect(syntaxProblem('{%'.repeat(20_000))).toBeInstanceOf(LiquidProblem);
    expect(syntaxProblem('{{'.repeat(20_000))).toBeInstanceOf(LiquidProblem);
  });
});

describe('readSectionSchema', () => {
  it('answers null without a schema and the parsed JSON with one', () => {
    expect(readSectionSchema('<div></div>')).toBeNull();
    const schema = readSectionSchema('<p>{{ section.settings.t }}</p>\n{%- schema -%}\n{"name":"Hero","settings":[{"type":"text","id":"t","label":"T","default":"Hi"}],"presets":[{"name":"Hero"}]}\n{%- endschema -%}');
    expect(schema).toEqual({ name: 'Hero', settings: [{ type: 'text', id: 't', label: 'T', default: 'Hi' }], presets: [{ name: 'Hero' }] });
  });

  it('names the line of invalid JSON inside the file', () => {
    const code = ['<div>', '</div>', '{% schema %}', '{', '  "name": "X",', '  "settings": [', '    { "type": "text", "id": "a", }', '  ]', '}', '{% endschema %}'].join('\n');
    const problem = schemaProblem(code);
    expect(problem).toBeInstanceOf(LiquidProblem);
    expect(problem!.kind).toBe('schema');
    expect(problem!.line).toBe(7);
    expect(problem!.message).toMatch(/^Invalid section schema at line 7: the JSON is not valid \(/);
  });

  it('reports truncated JSON at its end', () => {
    const problem = schemaProblem('a\n{% schema %}\n{"name": "X",\n"settings": [\n{% endschema %}');
    expect(problem!.message).toMatch(/^Invalid section schema at line \d+: the JSON is not valid/);
    expect(problem!.line).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['[]', 'the schema must be a JSON object'],
    ['"x"', 'the schema must be a JSON object'],
    ['{"name": 3}', 'name must be text'],
    ['{"settings": {}}', 'section settings must be a list'],
    ['{"settings": [{"id": "a"}]}', 'section setting 1 must be an object with a type'],
    ['{"settings": [{"type": "text"}]}', 'section setting 1 (text) needs an id'],
    ['{"settings": [{"type": "text", "id": "a"}, {"type": "color", "id": "a"}]}', 'section setting id "a" is used twice'],
    ['{"blocks": [{"type": "a"}, {"type": "a"}]}', 'block type "a" is declared twice'],
    ['{"blocks": [{"name": "x"}]}', 'block 1 must be an object with a type'],
    ['{"presets": {}}', 'presets must be a list'],
  ])('refuses the schema %s: %s', (json, reason) => {
    const problem = schemaProblem(`{% schema %}${json}{% endschema %}`);
    expect(problem!.reason).toBe(reason);
    expect(problem!.line).toBe(1);
  });

  it('accepts header and paragraph settings without an id', () => {
    expect(readSectionSchema('{% schema %}{"settings":[{"type":"header","content":"Look"},{"type":"paragraph","content":"p"}]}{% endschema %}')).toBeTruthy();
  });

  it('refuses a second schema tag, naming its line', () => {
    const problem = schemaProblem('{% schema %}{}{% endschema %}\n\n{% schema %}{}{% endschema %}');
    expect(problem!.message).toBe('Invalid section schema at line 3: a section can have only one {% schema %} tag');
  });
});

describe('containsLiquid and lineAt', () => {
  it('detects Liquid output and tags only', () => {
    expect(containsLiquid('<p>${title}</p>')).toBe(false);
    expect(containsLiquid('a { color: red }')).toBe(false);
    expect(containsLiquid('{{ shop.name }}')).toBe(true);
    expect(containsLiquid('{% if a %}{% endif %}')).toBe(true);
  });
  it('counts lines from 1', () => {
    expect(lineAt('a\nb\nc', 0)).toBe(1);
    expect(lineAt('a\nb\nc', 2)).toBe(2);
    expect(lineAt('a\nb\nc', 99)).toBe(3);
  });
});
