import { finalCodeFromTemplate } from './render-template.util';
import { placeholderContext } from './placeholder-context.util';
import { scanForNewVariables, typeFromContext } from './placeholder-scan.util';
import type { TemplateVariable } from './template-engine.types';

const v = (name: string, defaultValue = '', type: TemplateVariable['type'] = 'text'): TemplateVariable => ({ id: `var_${name}`, name, label: name, type, defaultValue });

describe('scanForNewVariables (issue #25 item 1)', () => {
  it('makes a variable of each modern placeholder pasted: type from the name, label from the name, empty default', () => {
    const { template, added } = scanForNewVariables('<div style="color:${accent_color}">${headline_text}</div>', []);
    expect(template).toBe('<div style="color:${accent_color}">${headline_text}</div>');
    expect(added).toEqual([
      { id: 'var_accent_color', name: 'accent_color', label: 'Accent color', type: 'color', defaultValue: '' },
      { id: 'var_headline_text', name: 'headline_text', label: 'Headline text', type: 'text', defaultValue: '' },
    ]);
  });

  it('rewrites legacy placeholders as ${name} with their own type, label and default', () => {
    const { template, added } = scanForNewVariables('<section style="background:{color:Background:#ff0000}">{text:Main Title:Hello, world}</section>', []);
    expect(template).toBe('<section style="background:${background}">${main_title}</section>');
    expect(added).toEqual([
      { id: 'var_background', name: 'background', label: 'Background', type: 'color', defaultValue: '#ff0000' },
      { id: 'var_main_title', name: 'main_title', label: 'Main Title', type: 'text', defaultValue: 'Hello, world' },
    ]);
    // The saved code carries the defaults, never the placeholder.
    expect(finalCodeFromTemplate(template, added)).toBe('<section style="background:#ff0000">Hello, world</section>');
  });

  it('keeps a $ written before a legacy placeholder', () => {
    expect(scanForNewVariables('<b>${number:Price:29}</b>', []).template).toBe('<b>$${price}</b>');
  });

  it('one variable per name or label, however often it appears', () => {
    const { template, added } = scanForNewVariables('${a} ${a} {text:T:x} {text:T:y}', []);
    expect(added.map((x) => x.name)).toEqual(['a', 't']);
    expect(added[1].defaultValue).toBe('x');
    expect(template).toBe('${a} ${a} ${t} ${t}');
  });

  it('skips placeholders that existing variables already cover', () => {
    const existing = [v('title', 'Hi'), v('Background', '#000')];
    const { template, added } = scanForNewVariables('${title} {color:Background:#fff} ${fresh}', existing);
    expect(added.map((x) => x.name)).toEqual(['fresh']);
    expect(template).toBe('${title} {color:Background:#fff} ${fresh}');
  });

  it('names a legacy variable apart from the template names and the existing variables', () => {
    const { template, added } = scanForNewVariables('${title} {text:Title:Hello}', [v('title_2')]);
    expect(added.map((x) => x.name)).toEqual(['title', 'title_3']);
    expect(template).toBe('${title} ${title_3}');
  });

  it('prefixes a legacy label that cannot be a name with its type', () => {
    expect(scanForNewVariables('{number:50:50}', []).added[0].name).toBe('number_50');
  });

  it('ignores expressions, hex colours, CSS units, keywords, Liquid and CSS blocks', () => {
    const code = '<script>const a = `${x + y} ${fn()} ${obj.prop}`;</script><p style="color:${fff}">${px} ${none}</p>{{ product.title }}{% if a %}{% endif %}<style>.a { color: red; }</style>';
    expect(scanForNewVariables(code, [])).toEqual({ template: code, added: [] });
  });

  it('answers nothing new for empty or plain code', () => {
    expect(scanForNewVariables('', [])).toEqual({ template: '', added: [] });
    expect(scanForNewVariables('<p>plain</p>', [])).toEqual({ template: '<p>plain</p>', added: [] });
  });

  it('infers the type from the place when the name says nothing', () => {
    const { added } = scanForNewVariables(
      '<div style="background-color: ${one}; padding: ${two}; font-size:${three}; margin-top:${four}; display:${five}"><img src="${six}"><a href="/x/${seven}">${eight}</a></div>',
      [],
    );
    expect(added.map((x) => [x.name, x.type])).toEqual([
      ['one', 'color'],
      ['two', 'spacing'],
      ['three', 'size'],
      ['four', 'spacing'],
      ['five', 'text'],
      ['six', 'image'],
      ['seven', 'url'],
      ['eight', 'text'],
    ]);
  });

  it('lets the name win over the place', () => {
    expect(scanForNewVariables('<p style="color:${hero_image}">', []).added[0].type).toBe('image');
  });
});

describe('placeholderContext / typeFromContext', () => {
  it('reads the CSS property or the attribute before the placeholder on its line', () => {
    const code = 'a\n<p style="border-color: ${x}" data-a="${y}">';
    expect(placeholderContext(code, code.indexOf('${x}'))).toEqual({ property: 'border-color' });
    expect(placeholderContext(code, code.indexOf('${y}'))).toEqual({ attribute: 'data-a' });
    expect(placeholderContext('${z}', 0)).toEqual({});
    expect(typeFromContext('color:\n${z}', 7)).toBeUndefined();
    expect(typeFromContext('<a href="${u}">', 9)).toBe('url');
  });
});
