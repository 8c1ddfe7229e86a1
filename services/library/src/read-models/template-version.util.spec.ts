import type { TemplateVariable } from '@liquify/template-engine';
import { templateVersionOf } from './template-version.util';

const v = (name: string, defaultValue: string): TemplateVariable => ({ id: `var_${name}`, name, label: name, type: 'text', defaultValue });

describe('templateVersionOf', () => {
  it('is the same for the same template and variables (ids and descriptions do not count)', () => {
    expect(templateVersionOf('<b>${a}</b>', [v('a', 'x')])).toBe(templateVersionOf('<b>${a}</b>', [{ ...v('a', 'x'), id: 'other', description: 'd' }]));
  });

  it('changes when the template or a variable default changes', () => {
    const base = templateVersionOf('<b>${a}</b>', [v('a', 'x')]);
    expect(templateVersionOf('<i>${a}</i>', [v('a', 'x')])).not.toBe(base);
    expect(templateVersionOf('<b>${a}</b>', [v('a', 'y')])).not.toBe(base);
  });
});
