import {
  generatedVariableName,
  isPlaceholderName,
  labelFromName,
  looksLikeHexColour,
  toVariableName,
  uniqueVariableName,
  variableIdFor,
} from './variable-name.util';

describe('toVariableName (spec name rule)', () => {
  it('lowercases the text', () => {
    expect(toVariableName('Title')).toBe('title');
  });

  it('turns non-alphanumerics into underscores', () => {
    expect(toVariableName('Shop now!')).toBe('shop_now');
  });

  it('collapses repeated underscores, including ones already in the text', () => {
    expect(toVariableName('a  -  b__c')).toBe('a_b_c');
  });

  it('trims underscores at both edges', () => {
    expect(toVariableName('  __Hello, world!__  ')).toBe('hello_world');
  });

  it('folds Latin accents: "Couleur élégante" -> couleur_elegante', () => {
    expect(toVariableName('Couleur élégante')).toBe('couleur_elegante');
  });

  it('keeps letters of other scripts (CJK, Arabic) as alphanumerics', () => {
    expect(toVariableName('产品 标题')).toBe('产品_标题');
    expect(toVariableName('عنوان المنتج')).toBe('عنوان_المنتج');
  });

  it('drops emoji, which are not alphanumerics', () => {
    expect(toVariableName('🎉 Big sale 🎉')).toBe('big_sale');
  });

  it('returns an empty string when nothing alphanumeric is left', () => {
    expect(toVariableName(' --- ')).toBe('');
  });
});

describe('isPlaceholderName', () => {
  it.each(['title', 'button_color', '_private', 'Title2', 'ButtonColor', '标题', 'café'])(
    'accepts "%s"',
    (name) => {
      expect(isPlaceholderName(name)).toBe(true);
    },
  );

  it.each(['fff', 'FFF', 'ffff', 'ff0000', 'ff000080', 'abc123'])(
    'ignores "%s", which looks like a hex colour',
    (name) => {
      expect(isPlaceholderName(name)).toBe(false);
    },
  );

  it.each(['10px', '1.5rem', '100%', 'px', 'rem', 'vh'])('ignores "%s", a CSS unit or value', (name) => {
    expect(isPlaceholderName(name)).toBe(false);
  });

  it.each([
    'inherit',
    'auto',
    'none',
    'important',
    'this',
    'true',
    'null',
    'undefined',
    'window',
    'Document',
    'var',
  ])('ignores "%s", a CSS or JavaScript keyword', (name) => {
    expect(isPlaceholderName(name)).toBe(false);
  });

  it.each(['fn()', 'a + b', 'obj.prop', 'a-b', 'items[0]', '', ' title', '2col', '🎉'])(
    'ignores "%s", which is not a plain name',
    (name) => {
      expect(isPlaceholderName(name)).toBe(false);
    },
  );
});

describe('looksLikeHexColour', () => {
  it('recognises 3, 4, 6 and 8 hex digits with or without #', () => {
    expect(['fff', '#fff', 'ffff', '#a1b2c3', 'a1b2c3d4'].map(looksLikeHexColour)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('rejects 5 digits and non-hex letters', () => {
    expect(['fffff', 'ggg', 'title'].map(looksLikeHexColour)).toEqual([false, false, false]);
  });
});

describe('generatedVariableName', () => {
  it('uses the spec name rule when the result is a usable placeholder name', () => {
    expect(generatedVariableName('Shop Now', 'text')).toBe('shop_now');
  });

  it('prefixes the type when the name would be ignored as a hex colour: "#ff0000" -> color_ff0000', () => {
    expect(generatedVariableName('#ff0000', 'color')).toBe('color_ff0000');
  });

  it('prefixes the type when the name starts with a digit: "10px" -> size_10px', () => {
    expect(generatedVariableName('10px', 'size')).toBe('size_10px');
  });

  it('prefixes the type when the name is a keyword: "true" -> text_true', () => {
    expect(generatedVariableName('true', 'text')).toBe('text_true');
  });

  it('falls back to "variable" when nothing alphanumeric is left', () => {
    expect(generatedVariableName('!!!', 'text')).toBe('variable');
  });

  it('cuts long names to 40 characters without a trailing underscore', () => {
    const name = generatedVariableName('Welcome to our store where every product is handmade', 'text');
    expect(name).toBe('welcome_to_our_store_where_every_product');
    expect(name.length).toBeLessThanOrEqual(40);
  });
});

describe('uniqueVariableName', () => {
  it('keeps a free name', () => {
    expect(uniqueVariableName('title', ['subtitle'])).toBe('title');
  });

  it('adds _2 when the name is taken', () => {
    expect(uniqueVariableName('title', ['title'])).toBe('title_2');
  });

  it('takes the first free numeric suffix', () => {
    expect(uniqueVariableName('title', new Set(['title', 'title_2', 'title_3']))).toBe('title_4');
  });
});

describe('labelFromName and variableIdFor', () => {
  it('makes "Button color" from button_color and from buttonColor', () => {
    expect(labelFromName('button_color')).toBe('Button color');
    expect(labelFromName('buttonColor')).toBe('Button color');
  });

  it('keeps a name without separators readable', () => {
    expect(labelFromName('title')).toBe('Title');
    expect(labelFromName('标题')).toBe('标题');
  });

  it('derives ids from names so they are stable', () => {
    expect(variableIdFor('title')).toBe('var_title');
    expect(variableIdFor('title')).toBe(variableIdFor('title'));
  });
});
