import {
  deleteVariable,
  hasLiquidCode,
  insertVariableAtSelection,
  normaliseOptions,
  renameVariable,
  selectionButtonLabel,
  templateFromOriginalCode,
  validateVariable,
  variableFromSelection,
} from './editor-operations.util';
import { extractVariables } from './extract-variables.util';
import { finalCodeFromTemplate } from './render-template.util';
import { VariableEditError, VariableEditErrorCode } from './template-engine.error';
import type { TemplateVariable, VariableType } from './template-engine.types';

const variable = (name: string, defaultValue: string, type: VariableType = 'text'): TemplateVariable => ({
  id: `id_${name}`,
  name,
  label: name,
  type,
  defaultValue,
});

function editError(run: () => unknown): VariableEditError {
  try {
    run();
  } catch (error) {
    if (error instanceof VariableEditError) return error;
    throw error;
  }
  throw new Error('expected a VariableEditError');
}

describe('variableFromSelection', () => {
  it('names the variable by the spec rule and guesses the type from the value', () => {
    expect(variableFromSelection('Shop Now!', [])).toEqual({
      name: 'shop_now',
      label: 'Shop Now!',
      type: 'text',
      defaultValue: 'Shop Now!',
    });
  });

  it('keeps the selection exactly as its default value, whitespace included', () => {
    expect(variableFromSelection('  Hello  ', []).defaultValue).toBe('  Hello  ');
  });

  it('de-duplicates against existing names with a numeric suffix', () => {
    const existing = [variable('shop_now', 'x'), variable('shop_now_2', 'y')];
    expect(variableFromSelection('Shop now', existing).name).toBe('shop_now_3');
  });

  it('also avoids the modernName of legacy variables', () => {
    const legacy = { ...variable('Shop now', 'x'), modernName: 'shop_now' };
    expect(variableFromSelection('shop now', [legacy]).name).toBe('shop_now_2');
  });

  it('falls back to "variable" when the selection has no letter or digit', () => {
    expect(variableFromSelection('🎉 — !', []).name).toBe('variable');
    expect(variableFromSelection('', []).name).toBe('variable');
  });

  it('de-duplicates the fallback name too', () => {
    expect(variableFromSelection('---', [variable('variable', '')]).name).toBe('variable_2');
  });

  it('names a selected colour so extraction finds it again: "#FF0000" -> color_ff0000 of type color', () => {
    const draft = variableFromSelection('#FF0000', []);
    expect(draft).toMatchObject({ name: 'color_ff0000', type: 'color', defaultValue: '#FF0000' });
    expect(extractVariables(`\${${draft.name}}`)).toHaveLength(1);
  });

  it('names a selected length "16px" size_16px of type size', () => {
    expect(variableFromSelection('16px', [])).toMatchObject({ name: 'size_16px', type: 'size' });
  });

  it('names a selected image URL by its words with type image', () => {
    expect(variableFromSelection('/files/hero.jpg', [])).toMatchObject({
      name: 'files_hero_jpg',
      type: 'image',
    });
  });

  it('puts a multi-line selection on one line in the label and cuts it to 40 characters', () => {
    const draft = variableFromSelection('Free shipping\non all orders over fifty euros today', []);
    expect(draft.label).toBe('Free shipping on all orders over fifty e...');
  });
});

describe('selectionButtonLabel', () => {
  it('shows a selection of up to 20 characters in full', () => {
    expect(selectionButtonLabel('Exactly twenty chars')).toBe('Exactly twenty chars');
  });

  it('truncates the selection to 20 characters', () => {
    expect(selectionButtonLabel('This selection is longer than twenty')).toBe('This selection is lo...');
  });

  it('counts an emoji as one character and never cuts it in half', () => {
    expect(selectionButtonLabel('🎉'.repeat(25))).toBe('🎉'.repeat(20) + '...');
  });

  it('puts line breaks and runs of spaces on one line', () => {
    expect(selectionButtonLabel('  a\n\n  b  ')).toBe('a b');
  });
});

describe('insertVariableAtSelection', () => {
  it('replaces the selection with ${name}', () => {
    expect(insertVariableAtSelection('<h1>Hello</h1>', 4, 9, { name: 'title' })).toBe('<h1>${title}</h1>');
  });

  it('inserts at the caret when the selection is empty', () => {
    expect(insertVariableAtSelection('ab', 1, 1, { name: 'x' })).toBe('a${x}b');
  });

  it('accepts a selection made backwards (start after end)', () => {
    expect(insertVariableAtSelection('<h1>Hello</h1>', 9, 4, { name: 'title' })).toBe('<h1>${title}</h1>');
  });

  it('clamps offsets outside the template', () => {
    expect(insertVariableAtSelection('abc', -5, 99, { name: 'x' })).toBe('${x}');
    expect(insertVariableAtSelection('abc', Number.NaN, 1, { name: 'x' })).toBe('${x}bc');
  });
});

describe('templateFromOriginalCode (original mode)', () => {
  it('converts every occurrence of a default value back to its placeholder', () => {
    const variables = [variable('title', 'Welcome'), variable('accent', '#ff0000', 'color')];
    expect(templateFromOriginalCode('<h1 style="color:#ff0000">Welcome</h1><p>Welcome</p>', variables)).toBe(
      '<h1 style="color:${accent}">${title}</h1><p>${title}</p>',
    );
  });

  it('matches longest defaults first so a default inside a longer one is not split', () => {
    const variables = [
      variable('short', 'Sale'),
      variable('long', 'Sale ends soon'),
      variable('inner', 'ends'),
    ];
    expect(templateFromOriginalCode('Sale ends soon. Sale ends', variables)).toBe(
      '${long}. ${short} ${inner}',
    );
  });

  it('skips empty and whitespace-only defaults', () => {
    const code = '<p> x </p>';
    expect(templateFromOriginalCode(code, [variable('empty', ''), variable('space', ' ')])).toBe(code);
  });

  it('never rewrites a placeholder it inserted or one already in the code', () => {
    const variables = [variable('title', 'Hello'), variable('word', 'title')];
    expect(templateFromOriginalCode('Hello ${title} title', variables)).toBe('${title} ${title} ${word}');
  });

  it('matches defaults literally, regex characters included', () => {
    const variables = [variable('price', '$9.99 (tax)')];
    expect(templateFromOriginalCode('Now $9.99 (tax) not $9x99 (tax)', variables)).toBe(
      'Now ${price} not $9x99 (tax)',
    );
  });

  it('gives a default shared by two variables to the first listed', () => {
    expect(templateFromOriginalCode('red', [variable('a', 'red'), variable('b', 'red')])).toBe('${a}');
  });

  it('round-trips with finalCodeFromTemplate', () => {
    const variables = [variable('title', 'Welcome'), variable('accent', '#ff0000', 'color')];
    const code = '<h1 style="color:#ff0000">Welcome</h1>';
    expect(finalCodeFromTemplate(templateFromOriginalCode(code, variables), variables)).toBe(code);
  });
});

describe('renameVariable', () => {
  const variables = [variable('title', 'Hi'), variable('title_suffix', 'x')];

  it('renames exact ${old} placeholders and the variable, keeping its id', () => {
    const result = renameVariable('${title} and ${title}', variables, 'title', 'heading');
    expect(result.template).toBe('${heading} and ${heading}');
    expect(result.variables[0]).toEqual({ ...variables[0], name: 'heading' });
  });

  it('does not touch ${old_suffix} or the bare word', () => {
    expect(renameVariable('${title_suffix} title ${title}', variables, 'title', 'heading').template).toBe(
      '${title_suffix} title ${heading}',
    );
  });

  it('does not mutate its inputs', () => {
    const copy = structuredClone(variables);
    renameVariable('${title}', variables, 'title', 'heading');
    expect(variables).toEqual(copy);
  });

  it('changes nothing when the name stays the same', () => {
    expect(renameVariable('${title}', variables, 'title', 'title')).toEqual({
      template: '${title}',
      variables,
    });
  });

  it('refuses an unknown variable with code unknown_variable', () => {
    expect(editError(() => renameVariable('${nope}', variables, 'nope', 'x')).code).toBe(
      VariableEditErrorCode.UnknownVariable,
    );
  });

  it('refuses a name extraction would not find again with code invalid_name', () => {
    for (const bad of ['Button Color', 'fff', '2col', '', 'this']) {
      expect(editError(() => renameVariable('${title}', variables, 'title', bad)).code).toBe(
        VariableEditErrorCode.InvalidName,
      );
    }
  });

  it('refuses a name another variable has with code name_taken', () => {
    expect(editError(() => renameVariable('${title}', variables, 'title', 'title_suffix')).code).toBe(
      VariableEditErrorCode.NameTaken,
    );
  });
});

describe('deleteVariable', () => {
  const variables = [variable('title', 'Welcome $&'), variable('accent', '#f00', 'color')];

  it('replaces its placeholders with its default value and removes it', () => {
    const result = deleteVariable('<h1 style="color:${accent}">${title}</h1>${title}', variables, 'title');
    expect(result.template).toBe('<h1 style="color:${accent}">Welcome $&</h1>Welcome $&');
    expect(result.variables.map((v) => v.name)).toEqual(['accent']);
  });

  it('also replaces legacy placeholders carrying its label', () => {
    const legacy = [{ ...variable('Titre', 'Bonjour'), modernName: 'titre' }];
    expect(deleteVariable('<h2>{text:Titre:Salut}</h2>', legacy, 'Titre').template).toBe('<h2>Bonjour</h2>');
  });

  it('leaves ${name_suffix} placeholders alone', () => {
    expect(deleteVariable('${title_x}${title}', variables, 'title').template).toBe('${title_x}Welcome $&');
  });

  it('changes nothing when no variable has the name', () => {
    expect(deleteVariable('${other}', variables, 'other')).toEqual({ template: '${other}', variables });
  });
});

describe('hasLiquidCode', () => {
  it('is true when at least one variable exists', () => {
    expect(hasLiquidCode([variable('a', '')])).toBe(true);
  });

  it('is false without variables', () => {
    expect(hasLiquidCode([])).toBe(false);
    expect(hasLiquidCode(undefined)).toBe(false);
  });
});

describe('normaliseOptions', () => {
  it('gives one option per line, trimmed, blank lines dropped', () => {
    expect(normaliseOptions('  Small \n\nMedium\r\n   \r\nLarge\rXL\n')).toEqual([
      'Small',
      'Medium',
      'Large',
      'XL',
    ]);
  });

  it('gives no options for blank text', () => {
    expect(normaliseOptions(' \n \n')).toEqual([]);
  });
});

describe('validateVariable', () => {
  it('answers "Nom et libellé requis" when the name is missing', () => {
    expect(validateVariable({ name: '', label: 'Titre' })).toBe('Nom et libellé requis');
  });

  it('answers "Nom et libellé requis" when the label is missing or blank', () => {
    expect(validateVariable({ name: 'title' })).toBe('Nom et libellé requis');
    expect(validateVariable({ name: 'title', label: '   ' })).toBe('Nom et libellé requis');
  });

  it('accepts a variable with both name and label', () => {
    expect(validateVariable({ name: 'title', label: 'Titre' })).toBeNull();
  });
});
