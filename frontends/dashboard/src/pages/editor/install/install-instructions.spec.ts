import { SECTION_NAME_MAX_LENGTH } from '@liquify/liquid-preview';
import { installSectionName, liquidSafe, moduleInstallPaths, moduleSectionFile, sectionHandle, sectionInstallPaths } from './install-instructions';

const snippet = '<!-- Liquify: FAQ -->\n<script src="https://app.example.com/api/remote-modules/snippet/tok" async data-liquify-snippet></script>';

describe('sectionHandle', () => {
  it('makes a theme file handle from the title', () => {
    expect(sectionHandle('Classic FAQ Accordion')).toBe('liquify-classic-faq-accordion');
    expect(sectionHandle('  Café & Crème!! ')).toBe('liquify-cafe-creme');
  });
  it('falls back to module and stays short', () => {
    expect(sectionHandle('***')).toBe('liquify-module');
    expect(sectionHandle('a'.repeat(80))).toBe(`liquify-${'a'.repeat(60)}`);
  });
});

describe('installSectionName', () => {
  it('is at most 25 characters (Shopify refuses longer schema names)', () => {
    expect(installSectionName('FAQ')).toBe('Liquify FAQ');
    const long = installSectionName('Classic FAQ Accordion With Icons');
    expect(long.length).toBeLessThanOrEqual(SECTION_NAME_MAX_LENGTH);
    expect(long.startsWith('Liquify Classic FAQ')).toBe(true);
  });
});

describe('liquidSafe', () => {
  it('leaves plain HTML as it is', () => {
    expect(liquidSafe(snippet)).toBe(snippet);
  });
  it('wraps HTML that Liquid would read in {% raw %}', () => {
    expect(liquidSafe('<!-- {{ shop.name }} -->')).toBe('{% raw %}<!-- {{ shop.name }} -->{% endraw %}');
    expect(liquidSafe('a {% endraw %} b')).not.toMatch(/^\{% raw %\}a \{% endraw %\} b/);
  });
});

describe('moduleInstallPaths', () => {
  const [custom, file] = moduleInstallPaths(snippet, 'Classic FAQ');

  it('Custom Liquid: the theme editor path and the snippet exactly, with no {% render %}', () => {
    expect(custom.where).toBe('Theme editor → Add section → Custom Liquid');
    expect(custom.code).toBe(snippet);
    expect(custom.code).not.toContain('{% render');
  });

  it('Theme file: Edit code → sections/<handle>.liquid, the snippet inside a section with a schema', () => {
    expect(file.where).toBe('Edit code → sections/liquify-classic-faq.liquid');
    expect(file.fileName).toBe('sections/liquify-classic-faq.liquid');
    expect(file.code).toBe(moduleSectionFile(snippet, 'Classic FAQ'));
    expect(file.code).toContain(snippet);
    expect(file.code).toContain('{% schema %}');
    const schema = JSON.parse(file.code.split('{% schema %}')[1].split('{% endschema %}')[0]);
    expect(schema).toEqual({ name: 'Liquify Classic FAQ', tag: 'section', class: 'liquify-section', presets: [{ name: 'Liquify Classic FAQ' }] });
    expect(file.steps.at(-1)).toBe('In the theme editor, click Add section and choose Liquify Classic FAQ.');
  });
});

describe('sectionInstallPaths', () => {
  const code = '<h2>{{ section.settings.heading }}</h2>\n{% schema %}\n{"name":"Hero","settings":[{"type":"text","id":"heading","default":"Hi"}]}\n{% endschema %}';

  it('Edit code → sections/liquify-<handle>.liquid, the section with the saved settings as defaults', () => {
    const [file] = sectionInstallPaths(code, 'Big Hero', { heading: 'Welcome' });
    expect(file.where).toBe('Edit code → sections/liquify-big-hero.liquid');
    expect(file.code).toContain('{{ section.settings.heading }}');
    expect(file.code).toContain('"default": "Welcome"');
    expect(file.steps.at(-1)).toBe('In the theme editor (Customize), click Add section and choose Hero.');
  });

  it('names the section by its title when the code has no schema', () => {
    const [file] = sectionInstallPaths('<p>plain</p>', 'Plain Block', {});
    expect(file.steps.at(-1)).toBe('In the theme editor (Customize), click Add section and choose Plain Block.');
    expect(file.code).toContain('"name": "Plain Block"');
  });

  it('gives the code as it is when its schema cannot be read', () => {
    const broken = '<p>x</p>{% schema %}{ nope {% endschema %}';
    expect(sectionInstallPaths(broken, 'X', {})[0].code).toBe(broken);
  });
});
