import { editableSettings, shownValue, unusableValue, valuesChanged } from './section-settings-rules';

const CODE = `<h2>{{ section.settings.heading }}</h2>
{% schema %}
{ "name": "Hero", "settings": [
  { "type": "header", "content": "Text" },
  { "type": "text", "id": "heading", "label": "Heading", "default": "Hello" },
  { "type": "textarea", "id": "address", "label": "Address", "default": "1 Main St\\nTown" },
  { "type": "range", "id": "padding", "label": "Padding", "min": 0, "max": 100, "step": 4, "unit": "px", "default": 40 },
  { "type": "checkbox", "id": "full", "label": "Full width", "default": false },
  { "type": "select", "id": "align", "label": "Align", "options": [{ "value": "left", "label": "Left" }, { "value": "center", "label": "Center" }], "default": "left" },
  { "type": "image_picker", "id": "image", "label": "Image" }
] }
{% endschema %}`;

describe('section settings in the editor (issue 24 item 12)', () => {
  it('lists the settings a customer can set, as the variable editors show them', () => {
    const settings = editableSettings(CODE);
    expect(settings.map((s) => [s.id, s.field.type, s.schemaDefault])).toEqual([
      ['heading', 'text', 'Hello'],
      ['address', 'text', '1 Main St\nTown'],
      ['padding', 'number', '40'],
      ['full', 'boolean', 'false'],
      ['align', 'select', 'left'],
    ]);
    expect(settings.map((s) => s.multiline)).toEqual([false, true, false, false, false]);
    expect(settings[2].field.description).toBe('From 0 to 100, in steps of 4 px.');
    expect(settings[4].field.options).toEqual(['left', 'center']);
  });

  it('lists nothing for code without a readable schema', () => {
    expect(editableSettings('<p>x</p>')).toEqual([]);
    expect(editableSettings('{% schema %}{ broken {% endschema %}')).toEqual([]);
  });

  it("shows the customer's value, else the schema's default, and flags values that cannot be a default", () => {
    const [heading, , padding] = editableSettings(CODE);
    expect(shownValue(heading, {})).toBe('Hello');
    expect(shownValue(heading, { heading: 'Mine' })).toBe('Mine');
    expect(shownValue(padding, { padding: 48 })).toBe('48');
    expect(unusableValue(padding, '48')).toBe(false);
    expect(unusableValue(padding, '50')).toBe(true);
    expect(unusableValue(heading, '')).toBe(false);
  });

  it('compares sets of values by content', () => {
    expect(valuesChanged({}, {})).toBe(false);
    expect(valuesChanged({ padding: 48 }, { padding: '48' })).toBe(false);
    expect(valuesChanged({ a: 'x' }, {})).toBe(true);
    expect(valuesChanged({}, { a: '' })).toBe(true);
    expect(valuesChanged({ a: 'x' }, { a: 'y' })).toBe(true);
  });
});
