import { finalCodeFromTemplate } from './render-template.util';
import { templateAfterCodeEdit } from './code-edit.util';
import type { TemplateVariable } from './template-engine.types';

const size: TemplateVariable = { id: 'var_size', name: 'size', label: 'Size', type: 'size', defaultValue: '24px' };
const title: TemplateVariable = { id: 'var_title', name: 'title', label: 'Title', type: 'text', defaultValue: 'Hello' };
const empty: TemplateVariable = { id: 'var_e', name: 'e', label: 'E', type: 'text', defaultValue: '' };
const vars = [size, title, empty];

/** Edits the final code as "Code Original" shows it and answers the template. */
function edit(template: string, change: (code: string) => string, variables = vars): string {
  return templateAfterCodeEdit(template, variables, change(finalCodeFromTemplate(template, variables)));
}

describe('templateAfterCodeEdit (Code Original, issue #25 item 1)', () => {
  const template = '<h1 style="font-size:${size}">${title}</h1>';

  it('answers the template unchanged when the code is unchanged', () => {
    expect(edit(template, (c) => c)).toBe(template);
  });

  it('keeps typed text equal to a default as text ("again 24px" stays text)', () => {
    expect(edit(template, (c) => `${c}<p>again 24px</p>`)).toBe(`${template}<p>again 24px</p>`);
    expect(edit(template, (c) => c.replace('<h1', '<p>Hello</p><h1'))).toBe(`<p>Hello</p>${template}`);
  });

  it('keeps every placeholder the edit did not touch, around and next to the change', () => {
    expect(edit(template, (c) => c.replace('">', '" class="x">'))).toBe('<h1 style="font-size:${size}" class="x">${title}</h1>');
    expect(edit(template, (c) => c.replace('Hello</h1>', 'Hello!</h1>'))).toBe('<h1 style="font-size:${size}">${title}!</h1>');
    expect(edit(template, (c) => c.replace('24px">', '24px;">'))).toBe('<h1 style="font-size:${size};">${title}</h1>');
  });

  it('turns a placeholder whose value was edited into the text left of it', () => {
    expect(edit(template, (c) => c.replace('Hello', 'Help'))).toBe('<h1 style="font-size:${size}">Help</h1>');
    expect(edit(template, (c) => c.replace('24px', '30px'))).toBe('<h1 style="font-size:30px">${title}</h1>');
  });

  it('drops placeholders inside a deleted stretch, keeps those outside it', () => {
    expect(edit(template, (c) => c.replace('<h1 style="font-size:24px">', '<h1>'))).toBe('<h1>${title}</h1>');
    expect(edit(template, () => '')).toBe('');
  });

  it('keeps pasted placeholders as written (the scanner offers them as variables)', () => {
    expect(edit(template, (c) => `${c}<b style="color:\${accent}">{color:Bg:#f00}</b>`)).toBe(`${template}<b style="color:\${accent}">{color:Bg:#f00}</b>`);
  });

  it('replaces everything with pasted code when all of it is replaced', () => {
    expect(edit(template, () => '<div>${x}</div>')).toBe('<div>${x}</div>');
  });

  it('keeps a variable with an empty default where it is, at the edge of a change', () => {
    expect(edit('A${e}B', (c) => c.replace('AB', 'AxB'))).toBe('A${e}xB');
    expect(edit('A${e}B', (c) => c.replace('AB', 'B'))).toBe('${e}B');
  });

  it('leaves unknown placeholders and expressions as literal text', () => {
    expect(edit('${unknown} ${title}', (c) => `${c}.`)).toBe('${unknown} ${title}.');
  });

  it('works on templates without placeholders', () => {
    expect(edit('<p>x</p>', (c) => c.replace('x', 'y'), [])).toBe('<p>y</p>');
  });
});
