import { Liquid } from 'liquidjs';
import { readSectionSchema } from './liquid-check.util';
import { moduleSectionFile, moduleSnippet, TEMPLATE_MAX_SECTIONS, templateSection, themeBundleFiles, themeHandle, type BundleEntry } from './theme-bundle.util';

const SECTION = `<h2>{{ section.settings.heading }}</h2>
{% for block in section.blocks %}<p>{{ block.settings.text }}</p>{% endfor %}
{% schema %}
{
  "name": "Cards",
  "settings": [{ "type": "text", "id": "heading", "label": "Heading", "default": "Hello" }],
  "blocks": [{ "type": "card", "name": "Card", "settings": [{ "type": "text", "id": "text", "label": "Text", "default": "A card" }] }],
  "presets": [{ "name": "Cards", "blocks": [{ "type": "card" }, { "type": "card", "settings": { "text": "Second" } }, { "type": "@app" }] }]
}
{% endschema %}`;

const section = (slug: string, extra: Partial<BundleEntry> = {}): BundleEntry => ({ kind: 'section', slug, title: slug, code: SECTION, customValues: {}, ...extra });
const mod = (slug: string, code = '<div class="m">Hi</div>'): BundleEntry => ({ kind: 'module', slug, title: `Module ${slug}`, code, customValues: {} });

describe('themeHandle', () => {
  it.each([
    ['Hero Banner', 'hero-banner'],
    ['  Été à Paris!! ', 'ete-a-paris'],
    ['---', 'item'],
    ['a'.repeat(80), 'a'.repeat(60)],
    ['Promo / 50% off', 'promo-50-off'],
  ])('%j gives %j', (text, handle) => {
    expect(themeHandle(text)).toBe(handle);
  });
});

describe('moduleSnippet', () => {
  it('renders the module code verbatim, Liquid-looking text included', async () => {
    const code = '<script>const t = `{{ name }}`; /* {% if x %} */ const e = "{% endraw %}";</script>';
    expect(await new Liquid().parseAndRender(moduleSnippet(code))).toBe(`${code}\n`);
  });
});

describe('moduleSectionFile', () => {
  it('renders the snippet and has a schema with a preset, named within 25 characters', () => {
    const file = moduleSectionFile('liquify-promo', 'A module with a rather long title');
    expect(file.startsWith("{% render 'liquify-promo' %}")).toBe(true);
    expect(readSectionSchema(file)).toMatchObject({ name: 'A module with a rather lo', settings: [], presets: [{ name: 'A module with a rather lo' }] });
  });
});

describe('templateSection', () => {
  it("places the first preset's declared blocks, in order, skipping undeclared ones", () => {
    expect(templateSection('liquify-cards', SECTION)).toEqual({
      type: 'liquify-cards',
      settings: {},
      blocks: { card_1: { type: 'card', settings: {} }, card_2: { type: 'card', settings: { text: 'Second' } } },
      block_order: ['card_1', 'card_2'],
    });
  });

  it('is the bare section when there are no preset blocks', () => {
    expect(templateSection('x', '<p></p>')).toEqual({ type: 'x', settings: {} });
  });
});

describe('themeBundleFiles', () => {
  it('writes sections, module snippets with their sections, and a template in the given order', () => {
    const { files, templates } = themeBundleFiles('Summer Shop', [mod('promo'), section('cards', { customValues: { heading: 'Welcome' } }), mod('badge', '<b>B</b>')]);
    expect([...files.keys()]).toEqual([
      'config/',
      'layout/',
      'snippets/liquify-promo.liquid',
      'sections/liquify-module-promo.liquid',
      'sections/liquify-cards.liquid',
      'snippets/liquify-badge.liquid',
      'sections/liquify-module-badge.liquid',
      'templates/page.liquify-summer-shop.json',
    ]);
    expect(templates).toEqual(['templates/page.liquify-summer-shop.json']);
    const template = JSON.parse(files.get(templates[0])!);
    expect(template.order).toEqual(['liquify_1', 'liquify_2', 'liquify_3']);
    expect(template.order.map((k: string) => template.sections[k].type)).toEqual(['liquify-module-promo', 'liquify-cards', 'liquify-module-badge']);
    expect(readSectionSchema(files.get('sections/liquify-cards.liquid')!)?.settings?.[0].default).toBe('Welcome');
    expect(files.get('snippets/liquify-badge.liquid')).toBe('{% raw %}<b>B</b>{% endraw %}\n');
  });

  it('gives entries of the same handle their own files', () => {
    const { files } = themeBundleFiles('s', [section('cards'), section('cards'), mod('cards')]);
    expect([...files.keys()].filter((p) => p.startsWith('sections/'))).toEqual(['sections/liquify-cards.liquid', 'sections/liquify-cards-2.liquid', 'sections/liquify-module-cards-3.liquid']);
  });

  it(`continues in another template past ${TEMPLATE_MAX_SECTIONS} sections`, () => {
    const entries = Array.from({ length: TEMPLATE_MAX_SECTIONS + 2 }, (_, i) => mod(`m${i}`));
    const { files, templates } = themeBundleFiles('Big', entries);
    expect(templates).toEqual(['templates/page.liquify-big.json', 'templates/page.liquify-big-2.json']);
    expect(JSON.parse(files.get(templates[0])!).order).toHaveLength(TEMPLATE_MAX_SECTIONS);
    expect(JSON.parse(files.get(templates[1])!).order).toEqual(['liquify_26', 'liquify_27']);
  });
});
