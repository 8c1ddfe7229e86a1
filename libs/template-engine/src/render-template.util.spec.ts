import { finalCodeFromTemplate, renderTemplate, renderValue } from './render-template.util';
import type { TemplateVariable, VariableType } from './template-engine.types';

const variable = (name: string, defaultValue: string, type: VariableType = 'text'): TemplateVariable => ({
  id: `id_${name}`,
  name,
  label: name,
  type,
  defaultValue,
});

describe('renderTemplate', () => {
  const variables = [variable('title', 'Welcome'), variable('button_color', '#000', 'color')];

  it('replaces a placeholder by the custom value', () => {
    expect(renderTemplate('<h1>${title}</h1>', { title: 'Soldes' }, variables)).toBe('<h1>Soldes</h1>');
  });

  it('replaces a placeholder by the default when there is no custom value', () => {
    expect(renderTemplate('<h1>${title}</h1>', {}, variables)).toBe('<h1>Welcome</h1>');
  });

  it('treats null and empty-string custom values as "no custom value" and uses the default', () => {
    expect(renderTemplate('${title}|${button_color}', { title: '', button_color: null }, variables)).toBe(
      'Welcome|#000',
    );
  });

  it('replaces every occurrence of a placeholder', () => {
    expect(renderTemplate('${title} ${title}', { title: 'X' }, variables)).toBe('X X');
  });

  it('leaves unknown placeholders as they are', () => {
    expect(renderTemplate('${title} ${unknown}', { unknown: 'ignored' }, variables)).toBe(
      'Welcome ${unknown}',
    );
  });

  it('leaves JS template-literal expressions as they are', () => {
    const script = '<script>console.log(`${a + b} ${obj.prop} ${fn()}`)</script>';
    expect(renderTemplate(script, {}, variables)).toBe(script);
  });

  it('does not interpret "$&", "$1", "$$" or "$`" in custom values', () => {
    expect(renderTemplate('<b>${title}</b>', { title: "$& $1 $$ $` $'" }, variables)).toBe(
      "<b>$& $1 $$ $` $'</b>",
    );
  });

  it('does not interpret "$&" in default values', () => {
    expect(renderTemplate('${price}', {}, [variable('price', '$&9.99')])).toBe('$&9.99');
  });

  it('inserts values literally and never expands a placeholder inside a value', () => {
    expect(renderTemplate('${title} ${button_color}', { title: '${button_color}' }, variables)).toBe(
      '${button_color} #000',
    );
  });

  it('reads only own properties of the values: inherited ones are not custom values', () => {
    const values = Object.create({ title: 'inherited' }) as Record<string, string>;
    expect(renderTemplate('${title}', values, variables)).toBe('Welcome');
  });

  it('renders variables named like Object.prototype members ("constructor", "toString") from their defaults', () => {
    const vars = [variable('constructor', 'safe'), variable('toString', 'also safe')];
    expect(renderTemplate('${constructor} ${toString}', {}, vars)).toBe('safe also safe');
  });

  it('extracts the variables from the template when none are given', () => {
    expect(renderTemplate('<h1>${title}</h1><p>{text:Intro:Hello}</p>', { title: 'Hi' })).toBe(
      '<h1>Hi</h1><p>Hello</p>',
    );
  });

  it('renders with defaults only when no values are given', () => {
    expect(renderTemplate('{color:Accent:#f00}', undefined)).toBe('#f00');
    expect(renderTemplate('{color:Accent:#f00}', null)).toBe('#f00');
  });

  describe('legacy placeholders', () => {
    it('replaces {type:label:value} by the custom value keyed by its label', () => {
      expect(renderTemplate('<h2>{text:Titre:Bonjour}</h2>', { Titre: 'Salut' })).toBe('<h2>Salut</h2>');
    });

    it('falls back to the default written in the placeholder', () => {
      expect(renderTemplate('<h2>{text:Titre:Bonjour}</h2>', {}, [])).toBe('<h2>Bonjour</h2>');
    });

    it('prefers the stored variable default over the written one', () => {
      expect(renderTemplate('{text:Titre:Bonjour}', {}, [variable('Titre', 'Hello')])).toBe('Hello');
    });

    it('also finds the custom value under the modernName', () => {
      const [stored] = [{ ...variable('Titre principal', 'x'), modernName: 'titre_principal' }];
      expect(renderTemplate('{text:Titre principal:x}', { titre_principal: 'y' }, [stored])).toBe('y');
    });

    it('keeps a dollar sign written before the placeholder: "${number:Price:29}" -> "$35"', () => {
      expect(renderTemplate('<b>${number:Price:29}</b>', { Price: 35 })).toBe('<b>$35</b>');
    });

    it('renders legacy and modern placeholders in the same template', () => {
      expect(renderTemplate('${title} / {text:Sub:b}', { title: 'a' })).toBe('a / b');
    });
  });

  describe('typed values', () => {
    const typed = [
      variable('show', 'false', 'boolean'),
      variable('qty', '3', 'number'),
      variable('label', 'x'),
    ];

    it.each([
      [true, 'true'],
      [false, 'false'],
      ['on', 'true'],
      ['0', 'false'],
      [' YES ', 'true'],
      [1, 'true'],
    ] as const)('renders a boolean custom value %p as "%s"', (value, expected) => {
      expect(renderTemplate('${show}', { show: value }, typed)).toBe(expected);
    });

    it('renders the boolean default when the custom value is not a boolean word', () => {
      expect(renderTemplate('${show}', { show: 'maybe' }, typed)).toBe('false');
    });

    it.each([
      [0, '0'],
      [2.5, '2.5'],
      [' 12 ', '12'],
      ['-4', '-4'],
    ] as const)(
      'renders a number custom value %p as "%s" (0 is a value, not a missing one)',
      (value, expected) => {
        expect(renderTemplate('${qty}', { qty: value }, typed)).toBe(expected);
      },
    );

    it.each([['abc'], [Number.NaN], [Number.POSITIVE_INFINITY], [true]])(
      'falls back to the number default for %p',
      (value) => {
        expect(renderTemplate('${qty}', { qty: value }, typed)).toBe('3');
      },
    );

    it('renders numbers and booleans given to a text variable as text', () => {
      expect(renderTemplate('${label}', { label: 7 }, typed)).toBe('7');
      expect(renderTemplate('${label}', { label: false }, typed)).toBe('false');
    });

    it('falls back to the default for values of unexpected shapes (objects from stored JSON)', () => {
      expect(renderTemplate('${label}', { label: { nested: 1 } as unknown as string }, typed)).toBe('x');
    });
  });
});

describe('renderValue', () => {
  it('renders a missing default as an empty string', () => {
    expect(renderValue(undefined, 'text', undefined)).toBe('');
  });

  it('normalises a boolean default written as a word', () => {
    expect(renderValue(undefined, 'boolean', 'yes')).toBe('true');
  });
});

describe('finalCodeFromTemplate', () => {
  const variables = [variable('title', 'Welcome'), variable('accent', '#f00', 'color')];

  it('replaces each placeholder with its default value (saved code, spec doc 3 §4)', () => {
    expect(finalCodeFromTemplate('<h1 style="color:${accent}">${title}</h1>', variables)).toBe(
      '<h1 style="color:#f00">Welcome</h1>',
    );
  });

  it('uses the custom values when given (library editor save, spec doc 2 §4)', () => {
    expect(finalCodeFromTemplate('${title}', variables, { title: 'Custom' })).toBe('Custom');
  });

  it('leaves Liquid untouched', () => {
    expect(finalCodeFromTemplate('{{ product.title }} ${title} {% endif %}', variables)).toBe(
      '{{ product.title }} Welcome {% endif %}',
    );
  });
});
