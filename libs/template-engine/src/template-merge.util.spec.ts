import { knownCustomValues, mergeTemplateUpdate } from './template-merge.util';
import type { TemplateVariable } from './template-engine.types';

const v = (name: string, defaultValue: string, type: TemplateVariable['type'] = 'text'): TemplateVariable => ({ id: `var_${name}`, name, label: name, type, defaultValue });

describe('mergeTemplateUpdate', () => {
  const current = {
    templateCode: '<h1>${title}</h1><p style="color:${color}">${body}</p>',
    variables: [v('title', 'Hello'), v('color', '#000000', 'color'), v('body', 'Old body')],
    customValues: { title: 'My shop', color: '#000000', body: 'Custom body' },
  };
  const next = {
    templateCode: '<h2>${title}</h2><p style="color:${color}">${subtitle}</p>',
    variables: [v('title', 'Hello'), v('color', '#ff0000', 'color'), v('subtitle', 'New subtitle')],
  };

  it('carries the user values over by name, new variables at their defaults, removed ones dropped', () => {
    const merged = mergeTemplateUpdate(current, next);
    expect(merged.kept).toEqual(['title', 'color']);
    expect(merged.added).toEqual(['subtitle']);
    expect(merged.removed).toEqual(['body']);
    expect(merged.customValues).toEqual({ title: 'My shop' });
    expect(merged.code).toBe('<h2>My shop</h2><p style="color:#ff0000">New subtitle</p>');
    expect(merged.templateCode).toBe(next.templateCode);
  });

  it('keeps a real customisation even when the default changed', () => {
    const merged = mergeTemplateUpdate({ ...current, customValues: { color: '#123456' } }, next);
    expect(merged.customValues).toEqual({ color: '#123456' });
    expect(merged.code).toContain('color:#123456');
  });

  it('keeps a value equal to the old default when the default did not change', () => {
    const merged = mergeTemplateUpdate({ ...current, customValues: { title: 'Hello' } }, next);
    expect(merged.customValues).toEqual({ title: 'Hello' });
  });

  it('extracts the variables from the templates when none are stored', () => {
    const merged = mergeTemplateUpdate({ templateCode: '<b>${name}</b>', variables: [], customValues: { name: 'Ann' } }, { templateCode: '<i>${name}</i> ${other}', variables: [] });
    expect(merged.kept).toEqual(['name']);
    expect(merged.added).toEqual(['other']);
    expect(merged.code).toBe('<i>Ann</i> ');
  });

  it('drops empty and null values (they mean "use the default")', () => {
    const merged = mergeTemplateUpdate({ ...current, customValues: { title: '', color: null } }, next);
    expect(merged.customValues).toEqual({});
  });
});

describe('knownCustomValues', () => {
  it('drops values of variables the template does not have', () => {
    expect(knownCustomValues({ a: 'x', gone: 'y', b: 2 }, [v('a', ''), v('b', '0', 'number')])).toEqual({ a: 'x', b: 2 });
  });
});
