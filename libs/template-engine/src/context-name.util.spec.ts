import { contextualName, nameFromContext } from './context-name.util';
import { variableFromSelection } from './editor-operations.util';
import { scanForNewVariables } from './placeholder-scan.util';

const at = (template: string, needle: string) => nameFromContext(template, template.indexOf(needle));

describe('nameFromContext (issue #25 item 9)', () => {
  it('names a value after its CSS property', () => {
    expect(at('<div style="background:#ff5500">', '#ff5500')).toBe('background');
    expect(at('<p style="color: red; font-size: 18px">', '18px')).toBe('font_size');
    expect(at('.hero { padding-top: 24px; }', '24px')).toBe('padding_top');
  });

  it('names it after its attribute, unless the attribute says nothing', () => {
    expect(at('<img width="50" src="a.png">', '50')).toBe('width');
    expect(at('<a href="/sale">', '/sale')).toBe('href');
    expect(at('<div class="big">x</div>', 'big')).toBe('');
  });

  it('else after the nearest label: the last words of text before it on its line', () => {
    expect(at('<dl><dt>Prix promo :</dt><dd>50</dd></dl>', '50')).toBe('prix_promo');
    expect(at('<p>Livraison offerte dès 50 euros</p>', '50')).toBe('livraison_offerte_des');
    expect(at('<h2>${title}</h2><p>Only 3 left</p>', '3')).toBe('only');
  });

  it('answers nothing when nothing names the value', () => {
    expect(at('<b>50</b>', '50')).toBe('');
    expect(at('line one\n50', '50')).toBe('');
    expect(nameFromContext('', 0)).toBe('');
    expect(nameFromContext('<p>x</p>', 999)).toBe('x');
  });
});

describe('auto-made names from their context, not color_ff5500 or number_50 (issue #25 item 9)', () => {
  const template = '<section style="background:#ff5500;padding:24px"><dt>Remise :</dt><dd>50</dd><h2>Soldes</h2></section>';
  const from = (text: string) => ({ template, from: template.indexOf(text) });

  it('a selection that cannot be a name is named after its place', () => {
    expect(variableFromSelection('#ff5500', [], from('#ff5500'))).toMatchObject({ name: 'background', type: 'color', defaultValue: '#ff5500' });
    expect(variableFromSelection('24px', [], from('24px'))).toMatchObject({ name: 'padding', type: 'size' });
    expect(variableFromSelection('50', [], from('50</dd>'))).toMatchObject({ name: 'remise', type: 'number' });
  });

  it('a selection that is a name keeps it; without a context or a naming place the old name stays', () => {
    expect(variableFromSelection('Soldes', [], from('Soldes')).name).toBe('soldes');
    expect(variableFromSelection('#ff5500').name).toBe('color_ff5500');
    expect(variableFromSelection('50', [], { template: '<b>50</b>', from: 3 }).name).toBe('number_50');
    expect(contextualName('', 'text', { template: 'color: ', from: 7 })).toBe('color');
  });

  it('stays unique among the existing variables', () => {
    const existing = [{ id: 'var_background', name: 'background', label: 'B', type: 'color' as const, defaultValue: '#000' }];
    expect(variableFromSelection('#ff5500', existing, from('#ff5500')).name).toBe('background_2');
  });

  it('legacy placeholders whose label cannot be a name are named after their place too', () => {
    expect(scanForNewVariables('<p style="font-size:{size:16:16px}">', []).added[0].name).toBe('font_size');
    expect(scanForNewVariables('<p>{number:50:50}</p>', []).added[0].name).toBe('number_50');
  });
});
