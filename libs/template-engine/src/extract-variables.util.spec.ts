import { extractVariables, resolveVariables } from './extract-variables.util';
import type { TemplateVariable } from './template-engine.types';

const names = (template: string) => extractVariables(template).map((variable) => variable.name);

describe('extractVariables', () => {
  it('extracts a modern ${name} placeholder with a guessed type, a label from its name and an empty default', () => {
    expect(extractVariables('<a href="${cta_link}">')).toEqual([
      { id: 'var_cta_link', name: 'cta_link', label: 'Cta link', type: 'url', defaultValue: '' },
    ]);
  });

  it('extracts a legacy {type:label:value} placeholder with its own type, label and default', () => {
    expect(extractVariables('<h2>{text:Titre principal:Bienvenue}</h2>')).toEqual([
      {
        id: 'var_titre_principal',
        name: 'Titre principal',
        modernName: 'titre_principal',
        label: 'Titre principal',
        type: 'text',
        defaultValue: 'Bienvenue',
      },
    ]);
  });

  it('keeps the legacy type even when the label suggests another', () => {
    expect(extractVariables('{text:Background colour:blue}')[0].type).toBe('text');
  });

  it('dedupes by name and keeps first-seen order', () => {
    expect(names('${b} ${a} ${b} {text:C:1} ${a} {text:C:2}')).toEqual(['b', 'a', 'C']);
  });

  it('keeps the default of the first legacy occurrence of a label', () => {
    expect(extractVariables('{text:C:first} {text:C:second}')[0].defaultValue).toBe('first');
  });

  it('merges a legacy label with a modern placeholder of the same name (first seen wins)', () => {
    expect(extractVariables('${Title} {text:Title:Hello}')).toEqual([
      expect.objectContaining({ name: 'Title', defaultValue: '' }),
    ]);
  });

  it('treats names case-sensitively: ${Title} and ${title} are two variables', () => {
    expect(names('${Title} ${title}')).toEqual(['Title', 'title']);
  });

  it('gives stable ids: the same template yields the same ids, and adding a variable leaves the others unchanged', () => {
    const before = extractVariables('${title} ${price}').map((variable) => variable.id);
    const after = extractVariables('${intro} ${title} ${price}').map((variable) => variable.id);
    expect(before).toEqual(['var_title', 'var_price']);
    expect(after).toEqual(['var_intro', 'var_title', 'var_price']);
  });

  it('makes the legacy modernName unique against modern names used anywhere in the template', () => {
    const [legacy] = extractVariables('{text:Title:Hello} ${title}');
    expect(legacy.modernName).toBe('title_2');
  });

  it('makes two legacy labels that normalise alike get different modernNames', () => {
    expect(extractVariables('{text:Title:a} {text:title!:b}').map((variable) => variable.modernName)).toEqual(
      ['title', 'title_2'],
    );
  });

  it('gives a legacy placeholder with a keyword-like label a modernName extraction will find again', () => {
    expect(extractVariables('{boolean:Default:true}')[0].modernName).toBe('boolean_default');
  });

  it.each(['${fff}', '${FFF}', '${ff0000}', '${10px}', '${1.5rem}', '${100%}', '${px}'])(
    'ignores %s, which looks like a hex colour or CSS unit',
    (template) => {
      expect(extractVariables(template)).toEqual([]);
    },
  );

  it.each(['${this}', '${true}', '${undefined}', '${inherit}', '${important}', '${window}'])(
    'ignores the keyword %s',
    (template) => {
      expect(extractVariables(template)).toEqual([]);
    },
  );

  it.each(['${fn()}', '${a + b}', '${obj.prop}', '${items[0]}', '${ title }', '${}'])(
    'ignores the expression %s',
    (template) => {
      expect(extractVariables(template)).toEqual([]);
    },
  );

  it('ignores JS template-literal expressions inside <script> but keeps real placeholders there', () => {
    const template =
      '<script>const msg = `${count + 1} items, ${cart.total}`; const speed = ${speed};</script>';
    expect(names(template)).toEqual(['speed']);
  });

  it('does not take a CSS block "{ color: red; }" for a legacy placeholder', () => {
    expect(extractVariables('<style>.btn { color: red; } .a{color:red}</style>')).toEqual([]);
  });

  it('never extracts Liquid syntax', () => {
    expect(
      extractVariables('{{ product.title }} {% if product.available %}{{ price | money }}{% endif %}'),
    ).toEqual([]);
  });

  it('extracts unicode names and keeps unicode default values', () => {
    expect(extractVariables('${标题} {text:عنوان:مرحبا 👋}')).toEqual([
      expect.objectContaining({ name: '标题', type: 'text' }),
      expect.objectContaining({ name: 'عنوان', modernName: 'عنوان', defaultValue: 'مرحبا 👋' }),
    ]);
  });

  it('returns no variables for an empty template', () => {
    expect(extractVariables('')).toEqual([]);
  });
});

describe('resolveVariables', () => {
  const stored: TemplateVariable[] = [
    { id: 'v1', name: 'title', label: 'Title', type: 'text', defaultValue: 'Hi' },
  ];

  it('uses the stored variables when there are some', () => {
    expect(resolveVariables('${other}', stored)).toEqual(stored);
  });

  it('extracts variables from the template when none are stored (spec doc 2 §3)', () => {
    expect(resolveVariables('${other}', undefined).map((variable) => variable.name)).toEqual(['other']);
    expect(resolveVariables('${other}', []).map((variable) => variable.name)).toEqual(['other']);
  });
});
