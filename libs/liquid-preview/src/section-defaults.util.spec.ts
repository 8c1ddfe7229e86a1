import { LiquidProblem, readSectionSchema } from './liquid-check.util';
import { applySettingDefaults, knownSettingValues, sectionFileWithDefaults, sectionName, settingDefault } from './section-defaults.util';

const SECTION = `<div style="color: {{ section.settings.text_color }}">{{ section.settings.heading }}</div>
{% schema %}
{
  "name": "Hero",
  "settings": [
    { "type": "text", "id": "heading", "label": "Heading", "default": "Hello" },
    { "type": "color", "id": "text_color", "label": "Text", "default": "#000000" },
    { "type": "range", "id": "padding", "label": "Padding", "min": 0, "max": 100, "step": 4, "unit": "px", "default": 40 },
    { "type": "select", "id": "align", "label": "Align", "options": [{ "value": "left", "label": "Left" }, { "value": "center", "label": "Center" }], "default": "left" },
    { "type": "checkbox", "id": "full", "label": "Full width", "default": false },
    { "type": "image_picker", "id": "image", "label": "Image" }
  ],
  "presets": [{ "name": "Hero" }]
}
{% endschema %}`;

const defaults = (code: string) => Object.fromEntries((readSectionSchema(code)?.settings ?? []).map((s) => [s.id, s.default]));

describe('settingDefault (a customer value is a default only when valid for its type)', () => {
  it.each([
    [{ type: 'text' }, 'Hi', 'Hi'],
    [{ type: 'text' }, '   ', undefined],
    [{ type: 'text' }, 3, undefined],
    [{ type: 'textarea' }, 'Two\nlines', 'Two\nlines'],
    [{ type: 'richtext' }, '<p>Bold</p>', '<p>Bold</p>'],
    [{ type: 'richtext' }, 'plain', undefined],
    [{ type: 'inline_richtext' }, '<em>a</em>', '<em>a</em>'],
    [{ type: 'inline_richtext' }, '<p>a</p>', undefined],
    [{ type: 'checkbox' }, true, true],
    [{ type: 'checkbox' }, 'false', false],
    [{ type: 'checkbox' }, 'yes', undefined],
    [{ type: 'number' }, '12', 12],
    [{ type: 'number' }, 'twelve', undefined],
    [{ type: 'range', min: 0, max: 100, step: 4 }, 48, 48],
    [{ type: 'range', min: 0, max: 100, step: 4 }, 50, undefined],
    [{ type: 'range', min: 0, max: 100, step: 4 }, 104, undefined],
    [{ type: 'range', min: 0, max: 1, step: 0.1 }, 0.3, 0.3],
    [{ type: 'color' }, '#ff0000', '#ff0000'],
    [{ type: 'color' }, 'red', undefined],
    [{ type: 'color_background' }, 'linear-gradient(#fff, #000)', 'linear-gradient(#fff, #000)'],
    [{ type: 'select', options: [{ value: 'a' }, { value: 'b' }] }, 'b', 'b'],
    [{ type: 'select', options: [{ value: 'a' }] }, 'z', undefined],
    [{ type: 'radio', options: [{ value: 'a' }] }, 'a', 'a'],
    [{ type: 'image_picker' }, 'x.png', undefined],
    [{ type: 'url' }, '/collections', undefined],
    [{ type: 'text' }, null, undefined],
  ])('%j with %j gives %j', (setting, value, expected) => {
    expect(settingDefault(setting, value as never)).toEqual(expected);
  });
});

describe('applySettingDefaults', () => {
  it('replaces the defaults of the settings the customer set, leaving the input untouched', () => {
    const schema = readSectionSchema(SECTION)!;
    const before = JSON.stringify(schema);
    const next = applySettingDefaults(schema, { heading: 'Welcome', padding: 50, unknown: 'x' });
    expect(next.settings?.map((s) => s.default)).toEqual(['Welcome', '#000000', 40, 'left', false, undefined]);
    expect(JSON.stringify(schema)).toBe(before);
  });
});

describe('sectionFileWithDefaults', () => {
  it('keeps the code byte for byte when the customer set nothing', () => {
    expect(sectionFileWithDefaults(SECTION, {}, 'Hero')).toBe(`${SECTION}\n`);
  });

  it("writes the customer's valid values as the schema's defaults, and only those", () => {
    const file = sectionFileWithDefaults(SECTION, { heading: 'Welcome', text_color: '#112233', padding: 48, align: 'center', full: true, image: 'a.png' }, 'Hero');
    expect(defaults(file)).toEqual({ heading: 'Welcome', text_color: '#112233', padding: 48, align: 'center', full: true, image: undefined });
    expect(file.startsWith('<div style="color: {{ section.settings.text_color }}">')).toBe(true);
    expect(file.match(/\{% schema %\}/g)).toHaveLength(1);
  });

  it('gives code without a schema one naming the section, cut to 25 characters', () => {
    const file = sectionFileWithDefaults('<p>Static</p>', {}, 'A very long section title that goes on');
    expect(readSectionSchema(file)).toEqual({ name: 'A very long section title', settings: [], presets: [{ name: 'A very long section title' }] });
  });

  it('refuses a schema it cannot read', () => {
    expect(() => sectionFileWithDefaults('{% schema %}{ nope {% endschema %}', { a: 1 }, 'x')).toThrow(LiquidProblem);
  });

  it('sectionName falls back for a blank title', () => {
    expect(sectionName('  ')).toBe('Section');
  });
});

describe('knownSettingValues (what the library keeps of a customer\'s section settings)', () => {
  it('keeps valid values of known settings, normalised, and drops the rest', () => {
    expect(knownSettingValues(SECTION, { heading: 'Hi', padding: '48', full: 'true', align: 'right', image: 'x.png', nope: 1, text_color: 'red' })).toEqual({ heading: 'Hi', padding: 48, full: true });
  });

  it('keeps nothing for code without a schema or with one it cannot read', () => {
    expect(knownSettingValues('<p>x</p>', { a: 'b' })).toEqual({});
    expect(knownSettingValues('{% schema %}{ nope {% endschema %}', { a: 'b' })).toEqual({});
  });
});
