import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import {
  accessibilityProblems,
  classNamesUsed,
  classPrefix,
  countOccurrences,
  countPlaceholder,
  cssSelectors,
  extractPlaceholderNames,
  isIife,
  renderWithDefaults,
  scriptBlocks,
  scriptSyntaxError,
  strayPlaceholderOpenings,
  styleBlocks,
  walkHtml,
} from './module-template.util';
import { SECTION_CATEGORIES } from '@liquify/contracts';
import { createShopifyLiquid, readSectionSchema } from '@liquify/liquid-preview';
import { sectionSchemaProblems, settingReferenceProblems, type SectionSchema } from './section-schema.util';
import {
  MODULE_THUMBNAILS_DIR,
  MODULE_VARIABLE_TYPES,
  SECTION_THUMBNAILS_DIR,
  SLUG_PATTERN,
  listSectionLiquidFiles,
  listThumbnails,
  loadSeedModules,
  loadSeedSections,
  type SeedFile,
  type SeedItemMeta,
} from './seed-files.util';
import { THEME_CHECK_ERROR, formatOffenses, runThemeCheckOnSections } from '../../../libs/testing/src/theme-check';
import { rootElement, xmlWellFormednessProblems } from './xml.util';

const modules = loadSeedModules();
const sections = loadSeedSections();
const moduleCases = modules.map((m) => [m.fileSlug, m] as const);
const sectionCases = sections.map((s) => [s.fileSlug, s] as const);

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const CSS_LENGTH = /^(?:0|\d+(?:\.\d+)?(?:px|rem|em|%|vh|vw))$/;
const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

/** Problems with the listing fields shared by modules and sections. */
function metaProblems(file: SeedFile<SeedItemMeta>): string[] {
  const d = file.data;
  const problems: string[] = [];
  const nonEmpty = (key: keyof SeedItemMeta) =>
    typeof d[key] === 'string' && (d[key] as string).trim() !== '';
  for (const key of ['slug', 'title', 'description', 'longDescription', 'category', 'author'] as const) {
    if (!nonEmpty(key)) problems.push(key + ' is missing or empty');
  }
  if (!SLUG_PATTERN.test(d.slug)) problems.push('slug does not match ' + SLUG_PATTERN);
  if (d.slug !== file.fileSlug)
    problems.push('slug ' + d.slug + ' differs from the file name ' + file.fileSlug);
  if (!SLUG_PATTERN.test(d.category)) problems.push('category must be a lowercase slug');
  if (d.title?.length > 60) problems.push('title longer than 60 characters');
  const sentences = (text: string) => (text ?? '').split(/(?<=[.!?])\s+(?=[A-Z0-9"])/).filter(Boolean).length;
  if (!/[.!]$/.test(d.description ?? '') || sentences(d.description) !== 1)
    problems.push('description must be one sentence');
  const longSentences = sentences(d.longDescription);
  if (longSentences < 2 || longSentences > 4)
    problems.push('longDescription must be 2-4 sentences, has ' + longSentences);
  if (!Array.isArray(d.tags) || d.tags.length < 2) problems.push('needs at least two tags');
  else {
    if (new Set(d.tags).size !== d.tags.length) problems.push('repeated tag');
    for (const tag of d.tags)
      if (!SLUG_PATTERN.test(tag)) problems.push('tag ' + JSON.stringify(tag) + ' must be a lowercase slug');
  }
  if (typeof d.featured !== 'boolean') problems.push('featured must be a boolean');
  if (
    typeof d.rating !== 'number' ||
    d.rating < 4.3 ||
    d.rating > 5 ||
    Math.round(d.rating * 10) !== d.rating * 10
  ) {
    problems.push('rating must be 4.3-5.0 with one decimal');
  }
  if (!Number.isInteger(d.downloads) || d.downloads < 50 || d.downloads > 100000)
    problems.push('downloads must be a plausible integer');
  return problems;
}

describe('seed catalogue: modules', () => {
  it('offers at least 48 modules over at least 12 categories, most with 3 or more, about a quarter featured', () => {
    const perCategory = new Map<string, number>();
    for (const m of modules) perCategory.set(m.data.category, (perCategory.get(m.data.category) ?? 0) + 1);
    const featured = modules.filter((m) => m.data.featured).length;
    expect(modules.length).toBeGreaterThanOrEqual(48);
    expect(perCategory.size).toBeGreaterThanOrEqual(12);
    expect([...perCategory.values()].filter((n) => n >= 3).length).toBeGreaterThan(perCategory.size / 2);
    expect(featured / modules.length).toBeGreaterThanOrEqual(0.15);
    expect(featured / modules.length).toBeLessThanOrEqual(0.35);
  });

  it.each(moduleCases)('%s has every listing field with a valid value', (_slug, file) => {
    expect(metaProblems(file)).toEqual([]);
    expect(typeof file.data.templateCode).toBe('string');
    expect(Array.isArray(file.data.variables)).toBe(true);
  });

  it.each(moduleCases)('%s: its placeholders and variables match one to one', (_slug, { data }) => {
    const placeholders = extractPlaceholderNames(data.templateCode).sort();
    const names = data.variables.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(placeholders);
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(names.length).toBeLessThanOrEqual(8);
    // `${` is reserved for placeholders: no JS template literals, no malformed placeholders.
    expect(strayPlaceholderOpenings(data.templateCode)).toEqual([]);
    expect(data.templateCode).not.toContain('`');
  });

  it.each(moduleCases)('%s: every variable is well defined with a real default', (_slug, { data }) => {
    const problems: string[] = [];
    for (const v of data.variables) {
      const at = v.name + ': ';
      if (!SNAKE_CASE.test(v.name)) problems.push(at + 'name must be lowercase snake_case');
      if (!MODULE_VARIABLE_TYPES.includes(v.type)) problems.push(at + 'unknown type ' + v.type);
      if (!v.label?.trim() || !v.description?.trim()) problems.push(at + 'needs a label and a description');
      if (typeof v.defaultValue !== 'string' || v.defaultValue.trim() === '')
        problems.push(at + 'default must be a non-empty string');
      if ((v.options !== undefined) !== (v.type === 'select'))
        problems.push(at + 'options are for select variables only');
      const d = v.defaultValue;
      if (v.type === 'color' && !HEX_COLOUR.test(d))
        problems.push(at + 'colour default ' + d + ' is not hex');
      if ((v.type === 'size' || v.type === 'spacing') && !CSS_LENGTH.test(d))
        problems.push(at + d + ' is not a CSS length');
      if (v.type === 'number' && !/^-?\d+(?:\.\d+)?$/.test(d)) problems.push(at + d + ' is not a number');
      if (v.type === 'boolean' && d !== 'true' && d !== 'false')
        problems.push(at + 'boolean default must be "true" or "false"');
      if (v.type === 'image' && !/^https:\/\/\S+$/.test(d))
        problems.push(at + 'image default must be an https URL');
      if (v.type === 'select') {
        const options = v.options ?? [];
        if (options.length < 2 || new Set(options).size !== options.length)
          problems.push(at + 'needs 2+ distinct options');
        if (!options.includes(d)) problems.push(at + 'default ' + d + ' is not one of its options');
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(moduleCases)(
    '%s: colour and text defaults convert back to their placeholders (editor "original" mode)',
    (_slug, { data }) => {
      // Spec doc 3 §4: original mode turns each occurrence of a default back into its placeholder,
      // so a default must not also appear elsewhere in the saved code.
      const saved = renderWithDefaults(data.templateCode, data.variables);
      const ambiguous = data.variables
        .filter((v) => v.type === 'color' || v.type === 'text')
        .filter(
          (v) => countOccurrences(saved, v.defaultValue) !== countPlaceholder(data.templateCode, v.name),
        )
        .map((v) => v.name + ' (' + v.defaultValue + ')');
      expect(ambiguous).toEqual([]);
    },
  );

  it.each(moduleCases)('%s: markup is balanced, accessible and free of static ids', (_slug, { data }) => {
    const { problems, tags } = walkHtml(renderWithDefaults(data.templateCode, data.variables));
    expect(problems).toEqual([]);
    expect(accessibilityProblems(tags)).toEqual([]);
  });

  it.each(moduleCases)(
    '%s: styles are namespaced under one module prefix and respect reduced motion',
    (_slug, { data }) => {
      const saved = renderWithDefaults(data.templateCode, data.variables);
      const styles = styleBlocks(saved);
      expect(styles.length).toBeGreaterThanOrEqual(1);
      const css = cssSelectors(styles.map((s) => s.content).join('\n'));
      expect(css.problems).toEqual([]);
      const { tags } = walkHtml(saved);
      const classes = classNamesUsed(saved, tags, css.selectors);
      const prefixes = new Set(classes.map((c) => classPrefix(c) ?? 'unprefixed:' + c));
      expect([...prefixes]).toHaveLength(1);
      const [prefix] = prefixes;
      // No global selectors: every rule targets an element inside the module's namespace.
      const unscoped = css.selectors.filter(
        (s) => !new RegExp('\\.' + prefix + '(?![a-z0-9])|\\.' + prefix + '-').test(s),
      );
      expect(unscoped).toEqual([]);
      if (/\banimation\s*:|\btransition\s*:|behavior\s*:\s*'smooth'/.test(saved))
        expect(saved).toContain('prefers-reduced-motion');
    },
  );

  it('gives every module its own class prefix', () => {
    const owners = new Map<string, string[]>();
    for (const m of modules) {
      const prefix = classPrefix(/class="([^"\s]+)/.exec(m.data.templateCode)?.[1] ?? '') ?? m.fileSlug;
      owners.set(prefix, [...(owners.get(prefix) ?? []), m.fileSlug]);
    }
    expect([...owners].filter(([, slugs]) => slugs.length > 1)).toEqual([]);
  });

  it.each(moduleCases)(
    '%s: scripts are inline IIFEs that compile, with no external resources',
    (_slug, { data }) => {
      const saved = renderWithDefaults(data.templateCode, data.variables);
      for (const script of scriptBlocks(saved)) {
        expect(script.attributes).toBe('');
        expect(isIife(script.content)).toBe(true);
        expect(scriptSyntaxError(script.content)).toBeUndefined();
        expect(script.content).not.toMatch(/\beval\(|document\.write|new Function/);
        // Ids and radio-group names made at run time come from one page-wide counter, so two copies of
        // a module on a page never collide (a per-script counter restarts at 0 in every copy).
        if (/\.(id|name)\s*=[^=]/.test(script.content))
          expect(script.content).toMatch(/__lqfUid|getElementById\(/);
      }
      expect(saved).not.toMatch(
        /<link\b|<iframe\b|@import|@font-face|src=["']?https?:|url\(\s*["']?https?:|<script[^>]*\bsrc=/i,
      );
    },
  );
});

describe('seed catalogue: sections', () => {
  it('offers at least 32 sections covering exactly the 16 fixed categories, two or more each', () => {
    const perCategory = new Map<string, number>();
    for (const s of sections) perCategory.set(s.data.category, (perCategory.get(s.data.category) ?? 0) + 1);
    expect(sections.length).toBeGreaterThanOrEqual(32);
    expect([...perCategory.keys()].sort()).toEqual([...SECTION_CATEGORIES].sort());
    for (const category of SECTION_CATEGORIES)
      expect([category, perCategory.get(category)! >= 2]).toEqual([category, true]);
    expect(sections.some((s) => s.data.featured)).toBe(true);
  });

  it('pairs every section listing with a .liquid file and vice versa', () => {
    const listed = sections.map((s) => s.fileSlug);
    const liquid = listSectionLiquidFiles().map((f) => basename(f, '.liquid'));
    expect(liquid).toEqual(listed);
  });

  it.each(sectionCases)('%s has every listing field with a valid value', (_slug, file) => {
    expect(metaProblems(file)).toEqual([]);
    expect(Object.keys(file.data).sort()).toEqual([
      'author',
      'category',
      'description',
      'downloads',
      'featured',
      'longDescription',
      'rating',
      'slug',
      'tags',
      'title',
    ]);
  });

  it.each(sectionCases)('%s parses as Liquid and has one valid {% schema %}', (_slug, { code }) => {
    expect(code).toBeDefined();
    expect(() => createShopifyLiquid().parse(code!)).not.toThrow();
    // One valid schema: readSectionSchema answers null without one and throws for several or bad JSON.
    const schema = readSectionSchema(code!) as SectionSchema | null;
    expect(schema).not.toBeNull();
    expect(typeof schema!.name).toBe('string');
    expect(Array.isArray(schema!.settings)).toBe(true);
    expect(sectionSchemaProblems(schema!)).toEqual([]);
    expect(settingReferenceProblems(code!, schema!)).toEqual([]);
  });

  it.each(sectionCases)('%s scopes its styles to its own section instance', (_slug, { code }) => {
    expect(code).toMatch(/#shopify-section-\{\{\s*section\.id\s*\}\}/);
    expect(code).not.toMatch(/<script[^>]*\bsrc=|<link\b|@import/);
  });

  it('passes Shopify theme-check without errors', async () => {
    const offenses = await runThemeCheckOnSections(listSectionLiquidFiles());
    const errors = offenses.filter((o) => o.severity === THEME_CHECK_ERROR);
    const warnings = offenses.filter((o) => o.severity !== THEME_CHECK_ERROR);
    if (warnings.length > 0) console.warn('theme-check warnings (allowed):\n' + formatOffenses(warnings));
    if (errors.length > 0) throw new Error('theme-check errors:\n' + formatOffenses(errors));
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('seed catalogue: across modules and sections', () => {
  it('uses every slug once', () => {
    const slugs = [...modules, ...sections].map((f) => f.data.slug);
    expect(slugs.filter((s, i) => slugs.indexOf(s) !== i)).toEqual([]);
  });

  const thumbnailCases = [
    ...modules.map(
      (m) => ['modules/' + m.fileSlug, join(MODULE_THUMBNAILS_DIR, m.fileSlug + '.svg')] as const,
    ),
    ...sections.map(
      (s) => ['sections/' + s.fileSlug, join(SECTION_THUMBNAILS_DIR, s.fileSlug + '.svg')] as const,
    ),
  ];

  it.each(thumbnailCases)('thumbnail %s exists, is well-formed SVG and under 4 KB', (_name, path) => {
    expect(existsSync(path)).toBe(true);
    const svg = readFileSync(path, 'utf8');
    expect(xmlWellFormednessProblems(svg)).toEqual([]);
    const root = rootElement(svg);
    expect(root?.name).toBe('svg');
    expect(root?.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
    expect(root?.attributes.viewBox).toBe('0 0 320 200');
    expect(statSync(path).size).toBeLessThan(4096);
    expect(svg).not.toMatch(/<script|<image|href="http|<foreignObject/i);
  });

  it('has no thumbnail without an item', () => {
    const expected = new Set(thumbnailCases.map(([, path]) => path));
    const orphans = [
      ...listThumbnails(MODULE_THUMBNAILS_DIR),
      ...listThumbnails(SECTION_THUMBNAILS_DIR),
    ].filter((p) => !expected.has(p));
    expect(orphans).toEqual([]);
  });

  it('flags a malformed SVG (the XML check can fail)', () => {
    expect(xmlWellFormednessProblems('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).not.toEqual([]);
    expect(xmlWellFormednessProblems('<svg a="1" a="2"/>')).not.toEqual([]);
    expect(xmlWellFormednessProblems('<svg><text>R&D</text></svg>')).not.toEqual([]);
    expect(
      xmlWellFormednessProblems('<svg xmlns="http://www.w3.org/2000/svg"><text>R&amp;D</text></svg>'),
    ).toEqual([]);
  });
});

describe('seed catalogue: the checks themselves can fail', () => {
  it('theme-check reports an error for a broken section, with file and line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'liquify-seed-bad-'));
    try {
      const bad = join(dir, 'broken-section.liquid');
      writeFileSync(
        bad,
        '<div>{{ section.settings.title }}</div>\n{% schema %}\n{"name":"Broken","settings":[{"type":"textbox","id":"title","label":"Title"}],"presets":[{"name":"Broken"}]}\n{% endschema %}\n',
      );
      const offenses = await runThemeCheckOnSections([bad]);
      expect(offenses).toContainEqual(
        expect.objectContaining({
          file: 'broken-section.liquid',
          severity: THEME_CHECK_ERROR,
          check: 'ValidSchema',
        }),
      );
      expect(formatOffenses(offenses)).toMatch(/^broken-section\.liquid:\d+ \[ValidSchema\]/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('catches schema rules theme-check lets through', () => {
    const problems = sectionSchemaProblems({
      name: 'A section name that is far too long',
      settings: [
        { type: 'range', id: 'size', label: 'Size', min: 0, max: 10, step: 3, default: 5 },
        {
          type: 'select',
          id: 'align',
          label: 'Align',
          options: [
            { value: 'left', label: 'Left' },
            { value: 'right', label: 'Right' },
          ],
          default: 'center',
        },
        { type: 'url', id: 'link', label: 'Link', default: '/pages/about' },
      ],
      presets: [{ name: 'X', blocks: [{ type: 'missing' }] }],
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'name must be 1-25 characters',
        'section setting size: (max - min) is not a multiple of step',
        'section setting size: default not on a step in [min, max]',
        'section setting align: default "center" is not an option',
        'section setting link: url default may only be /collections or /collections/all',
        'preset uses unknown block type missing',
      ]),
    );
    const schema = { name: 'X', settings: [{ type: 'text', id: 'heading', label: 'Heading' }] };
    expect(settingReferenceProblems('{{ section.settings.title }}', schema)).toEqual([
      'section.settings.title is read but not declared',
      'section setting heading is declared but never read',
    ]);
    expect(() => createShopifyLiquid().parse('{% if x %}<p>{% endfor %}')).toThrow();
  });

  it('catches module template problems', () => {
    expect(extractPlaceholderNames('<p style="color:${text_color}">${text_color} ${title}</p>')).toEqual([
      'text_color',
      'title',
    ]);
    expect(strayPlaceholderOpenings('var a = "${x + 1}";')).toEqual(['${x + 1}";']);
    expect(walkHtml('<div><span></div>').problems).not.toEqual([]);
    expect(
      accessibilityProblems(
        walkHtml('<button>Go</button><input type="email"><svg></svg><p id="x"></p>').tags,
      ),
    ).toEqual([
      '<button> without type="button" or type="submit"',
      '<input> without a label',
      '<svg> neither aria-hidden nor given a role',
      '<p> has a static id/for (a module may be pasted twice on a page)',
    ]);
    const css = cssSelectors(
      '.lqf-a{color:red} body{margin:0} @media (max-width:1px){.lqf-a p{x:y}} @keyframes lqf-a-k{from{opacity:0}} @import "x";',
    );
    expect(css.selectors).toEqual(['.lqf-a', 'body', '.lqf-a p']);
    expect(css.problems).toEqual(['dangling CSS: @import "x";']);
    expect(isIife('(function () { var a = 1; })();')).toBe(true);
    expect(isIife('var a = 1;')).toBe(false);
    expect(scriptSyntaxError('(function () { var a = ; })();')).toBeDefined();
  });
});
