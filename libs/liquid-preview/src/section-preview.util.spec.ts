import { readSectionSchema } from './liquid-check.util';
import { previewSection, renderSectionPreview, settingValue } from './section-preview.util';
import { createShopifyLiquid } from './shopify-liquid';

const liquid = createShopifyLiquid({ renderLimitMs: 300 });

async function render(code: string, slug = 'test-section') {
  return renderSectionPreview(liquid, { slug, title: 'Test <Section>', code, schema: readSectionSchema(code) });
}

const FAQ = `
<section class="faq" style="background: {{ section.settings.background }}">
  <h2>{{ section.settings.heading | escape }}</h2>
  {%- for block in section.blocks -%}
    <details {{ block.shopify_attributes }}><summary>{{ block.settings.question }}</summary>{{ block.settings.answer }}</details>
  {%- endfor -%}
  {% if section.settings.show_link %}<a href="{{ section.settings.link }}">more</a>{% endif %}
  <p>{{ section.blocks.size }} questions, {{ section.settings.columns }} columns, {{ section.settings.layout }}</p>
</section>
{% schema %}
{
  "name": "FAQ",
  "settings": [
    { "type": "text", "id": "heading", "label": "Heading", "default": "Questions & answers" },
    { "type": "color", "id": "background", "label": "Background", "default": "#fafafa" },
    { "type": "checkbox", "id": "show_link", "label": "Show link", "default": true },
    { "type": "url", "id": "link", "label": "Link", "default": "/collections/all" },
    { "type": "range", "id": "columns", "label": "Columns", "min": 1, "max": 4, "step": 1, "default": 2 },
    { "type": "select", "id": "layout", "label": "Layout", "options": [{ "value": "stack", "label": "Stack" }, { "value": "grid", "label": "Grid" }] }
  ],
  "blocks": [
    { "type": "question", "name": "Question", "settings": [
      { "type": "text", "id": "question", "label": "Q", "default": "Default question?" },
      { "type": "richtext", "id": "answer", "label": "A", "default": "<p>Default answer</p>" }
    ] }
  ],
  "presets": [{ "name": "FAQ", "settings": { "heading": "Preset heading" }, "blocks": [
    { "type": "question", "settings": { "question": "Do you ship abroad?" } },
    { "type": "question" },
    { "type": "undeclared" }
  ] }]
}
{% endschema %}`;

describe('section preview', () => {
  it('renders settings at their defaults, the first preset overrides, and its blocks', async () => {
    const html = await render(FAQ);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>Test &lt;Section&gt; - preview</title>');
    expect(html).toContain('<h2>Preset heading</h2>');
    expect(html).toContain('background: #fafafa');
    expect(html).toContain('<summary>Do you ship abroad?</summary><p>Default answer</p>');
    expect(html).toContain('<summary>Default question?</summary>');
    expect(html).toContain('<a href="/collections/all">more</a>');
    expect(html).toContain('<p>2 questions, 2 columns, stack</p>');
    expect(html).toContain('id="shopify-section-preview-test-section"');
    expect(html).not.toContain('{% schema %}');
    expect(html).not.toContain('"name": "FAQ"');
  });

  it('makes one block of each declared type when the preset has none', () => {
    const schema = readSectionSchema('{% schema %}{"blocks":[{"type":"a","settings":[{"type":"text","id":"t","label":"T","default":"x"}]},{"type":"b"},{"type":"@app"}],"presets":[{"name":"P"}]}{% endschema %}');
    const section = previewSection(schema, 's');
    expect(section.blocks.map((b) => b.type)).toEqual(['a', 'b']);
    expect(section.blocks[0].settings).toEqual({ t: 'x' });
  });

  it('gives store resources sample objects (menus, products, collections, blogs)', async () => {
    const code = `{% for link in section.settings.menu.links %}[{{ link.title }}]{% endfor %}
{% for p in section.settings.collection.products limit: 2 %}{{ p.title }}={{ p.price | money }};{% endfor %}
{{ section.settings.blog.articles.first.title }}|{{ section.settings.image | image_url: width: 400 | slice: 0, 18 }}|{% if section.settings.image == blank %}blank{% endif %}
{% schema %}{"settings":[{"type":"link_list","id":"menu","label":"M","default":"main-menu"},{"type":"collection","id":"collection","label":"C"},{"type":"blog","id":"blog","label":"B"},{"type":"image_picker","id":"image","label":"I"}]}{% endschema %}`;
    const html = await render(code);
    expect(html).toContain('[Home][Catalog][About][Contact]');
    expect(html).toContain('Sample product 1=$29.00;Sample product 2=$39.00;');
    expect(html).toContain('Sample blog post 1|data:image/svg+xml|blank');
  });

  it('renders Shopify filters and theme tags without any external resource', async () => {
    const html = await render(`{{ 'sections.newsletter.subscribe_button' | t }}|{{ 'product-1' | placeholder_svg_tag: 'ph' }}|{{ 'base.css' | asset_url | stylesheet_tag }}|{% render 'icon-cart' %}|{% style %}.x{color:red}{% endstyle %}|{% stylesheet %}.y{}{% endstylesheet %}|{% form 'contact', class: 'c' %}<input>{% endform %}`);
    expect(html).toContain('Subscribe button|<svg class="ph"');
    expect(html).toContain('|||<style data-shopify>.x{color:red}</style>|<style>.y{}</style>|<form method="post" action="#" data-form-type="contact" onsubmit="return false" class="c"><input></form>');
    expect(html).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });

  it('cannot read files: render, include and layout output nothing', async () => {
    const html = await render(`{% render '../../../../etc/passwd' %}{% include '/etc/hosts' %}{% layout 'theme' %}ok`);
    expect(html).toContain('\nok\n');
    expect(html).not.toMatch(/root:|localhost/);
  });

  it('cannot reach prototypes or constructors', async () => {
    const html = await render(`[{{ section.constructor }}][{{ section.settings.__proto__ }}][{{ shop.name.constructor.name }}][{{ section.blocks.constructor }}]`);
    expect(html).toContain('[][][][]');
  });

  it('stops runaway loops and allocations within the limits', async () => {
    await expect(render('{% for i in (1..100000000) %}{{ i }}{% endfor %}')).rejects.toThrow(/limit/i);
    await expect(render('{% for i in (1..3000) %}{% for j in (1..3000) %}{% for k in (1..3000) %}x{% endfor %}{% endfor %}{% endfor %}')).rejects.toThrow(/limit/i);
    await expect(render(`{% assign s = 'xxxxxxxxxx' %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}{{ s | size }}`)).rejects.toThrow(/limit/i);
  });

  it('settingValue gives the first option of a select without default, min of a range, false for a checkbox', () => {
    expect(settingValue({ type: 'select', id: 's', options: [{ value: 'a' }, { value: 'b' }] })).toBe('a');
    expect(settingValue({ type: 'range', id: 'r', min: 3, max: 9, step: 1 })).toBe(3);
    expect(settingValue({ type: 'checkbox', id: 'c' })).toBe(false);
    expect(settingValue({ type: 'text', id: 't' })).toBe('');
    expect(settingValue({ type: 'image_picker', id: 'i' })).toBeNull();
  });
});
