import { z } from 'zod';
import {
  adminCatalogueQuerySchema,
  moduleCreateRequestSchema,
  moduleUpdateRequestSchema,
  publicModulesQuerySchema,
  publicSectionsQuerySchema,
  sectionCreateRequestSchema,
  sectionUpdateRequestSchema,
  statusUpdateRequestSchema,
} from './catalogue.schemas';

/** The message an admin reads: the first issue's. */
function firstError(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const validSection = { title: 'Hero banner', description: 'A big hero', slug: 'hero-banner', category: 'hero', code: '<div>{{ section.settings.heading }}</div>' };

describe('module save (doc 3 §5, §7)', () => {
  it.each([
    [{}, 'missing both'],
    [{ title: 'Timer' }, 'missing description'],
    [{ description: 'Counts down' }, 'missing title'],
    [{ title: '   ', description: 'Counts down' }, 'blank title'],
    [{ title: 'Timer', description: null }, 'null description'],
    [{ title: 42, description: 'x' }, 'title not text'],
  ])('answers "Titre et description requis" when %j (%s)', (input: unknown, _case: string) => {
    expect(firstError(moduleCreateRequestSchema, input)).toBe('Titre et description requis');
  });

  it('trims texts, normalises tags and the category, and leaves server-owned fields out', () => {
    const parsed = moduleCreateRequestSchema.parse({
      title: '  Timer ',
      description: ' Counts down ',
      tags: [' urgency', 'urgency', '', 'sale '],
      category: ['  Countdown-Timer ', 'other'],
      hasLiquidCode: true,
      downloads: 1e9,
      rating: 5,
      _id: 'x',
    });
    expect(parsed).toMatchObject({ title: 'Timer', description: 'Counts down', tags: ['urgency', 'sale'], category: 'countdown-timer' });
    expect(parsed).not.toHaveProperty('downloads');
    expect(parsed).not.toHaveProperty('rating');
    expect(parsed).not.toHaveProperty('hasLiquidCode');
  });

  it('leaves an absent category and slug empty for the server to default (header, from the title)', () => {
    const parsed = moduleCreateRequestSchema.parse({ title: 'T', description: 'D', category: '  ', slug: '' });
    expect(parsed.category).toBe('');
    expect(parsed.slug).toBe('');
  });

  it.each([
    [{ slug: 'Bad Slug' }, 'Slug must contain only lowercase letters, numbers, and hyphens'],
    [{ slug: 'a--b' }, 'Slug must contain only lowercase letters, numbers, and hyphens'],
    [{ status: 'live' }, 'Status must be one of draft, published, archived'],
    [{ featured: 'yes' }, 'Featured must be true or false'],
    [{ thumbnail: 'javascript:alert(1)' }, 'Thumbnail must be an http(s) URL or a path starting with /'],
    [{ demoUrl: '//evil.example' }, 'Demo URL must be an http(s) URL or a path starting with /'],
    [{ images: ['/ok.png', 'data:text/html,x'] }, 'Images must be http(s) URLs or paths starting with /'],
    [{ category: '<b>x</b>' }, 'Category may only contain letters, numbers, spaces, hyphens, underscores and &'],
    [{ tags: Array.from({ length: 31 }, (_, i) => `t${i}`) }, 'At most 30 tags'],
  ])('refuses %j with %j', (extra, message) => {
    expect(firstError(moduleCreateRequestSchema, { title: 'T', description: 'D', ...extra })).toBe(message);
  });

  it('refuses a code longer than 500 000 characters', () => {
    expect(firstError(moduleCreateRequestSchema, { title: 'T', description: 'D', code: 'x'.repeat(500_001) })).toBe('Code must be at most 500000 characters long');
  });

  describe('variables (doc 3 §5 variable modal)', () => {
    const withVariables = (variables: unknown) => ({ title: 'T', description: 'D', variables });

    it.each([[{ name: '', label: 'Colour' }], [{ name: 'color' }], [{ label: 'x' }], [{ name: '  ', label: '  ' }]])('answers "Nom et libellé requis" for %j', (variable) => {
      expect(firstError(moduleCreateRequestSchema, withVariables([variable]))).toBe('Nom et libellé requis');
    });

    it('refuses names that cannot be a ${name} placeholder, duplicate names and unknown types', () => {
      expect(firstError(moduleCreateRequestSchema, withVariables([{ name: 'my-colour', label: 'C' }]))).toBe(
        'Variable name must start with a letter or _ and contain only letters, digits and _',
      );
      expect(firstError(moduleCreateRequestSchema, withVariables([{ name: 'a', label: 'A' }, { name: 'a', label: 'B' }]))).toBe('Variable names must be unique');
      expect(firstError(moduleCreateRequestSchema, withVariables([{ name: 'a', label: 'A', type: 'script' }]))).toMatch(/^Variable type must be one of text, color/);
    });

    it('fills id, type, description; keeps options only for select, trimmed and without blank lines', () => {
      const parsed = moduleCreateRequestSchema.parse(
        withVariables([
          { name: 'size', label: 'Size', type: 'select', options: ' S \n\nM\r\n L ', defaultValue: 'M' },
          { name: 'count', label: 'Count', type: 'number', defaultValue: 3, options: ['x'] },
          { name: 'on', label: 'On', type: 'boolean', defaultValue: true },
          { name: 'title', label: 'Title' },
        ]),
      );
      expect(parsed.variables).toEqual([
        { id: 'var_size', name: 'size', label: 'Size', type: 'select', defaultValue: 'M', description: '', options: ['S', 'M', 'L'] },
        { id: 'var_count', name: 'count', label: 'Count', type: 'number', defaultValue: '3', description: '' },
        { id: 'var_on', name: 'on', label: 'On', type: 'boolean', defaultValue: 'true', description: '' },
        { id: 'var_title', name: 'title', label: 'Title', type: 'text', defaultValue: '', description: '' },
      ]);
    });
  });

  it('update: every field optional but the revision, and a given title must not be blank', () => {
    expect(moduleUpdateRequestSchema.parse({ revision: 0 })).toEqual({ revision: 0 });
    expect(firstError(moduleUpdateRequestSchema, { title: '', revision: 0 })).toBe('Titre et description requis');
    expect(moduleUpdateRequestSchema.parse({ featured: true, revision: 3 })).toMatchObject({ featured: true, revision: 3 });
  });

  it('update: the revision read is required, a whole number from 0 (issue #25 item 3)', () => {
    for (const schema of [moduleUpdateRequestSchema, sectionUpdateRequestSchema]) {
      for (const revision of [undefined, null, -1, 1.5, '2', true, Number.MAX_SAFE_INTEGER + 2]) {
        expect([revision, firstError(schema, { revision })]).toEqual([revision, 'Revision is required: send the revision the item was read at']);
      }
      expect(schema.parse({ revision: 7 }).revision).toBe(7);
    }
  });

  it('refuses a body that is not an object', () => {
    expect(firstError(moduleCreateRequestSchema, [1, 2])).toBe('Request body must be a JSON object');
    expect(firstError(moduleCreateRequestSchema, 'text')).toBe('Request body must be a JSON object');
  });
});

describe('section form (doc 3 §5)', () => {
  it.each([
    ['title', 'Title is required'],
    ['description', 'Description is required'],
    ['slug', 'Slug is required'],
    ['category', 'Category is required'],
    ['code', 'Code is required'],
  ])('answers the message of a missing %s: %j', (field, message) => {
    const { [field as keyof typeof validSection]: _drop, ...rest } = validSection;
    expect(firstError(sectionCreateRequestSchema, rest)).toBe(message);
    expect(firstError(sectionCreateRequestSchema, { ...validSection, [field]: '   ' })).toBe(message);
  });

  it('answers "Title is required" first when everything is missing (the form checks title first)', () => {
    expect(firstError(sectionCreateRequestSchema, {})).toBe('Title is required');
  });

  it('checks the slug rule and lowercases a custom category', () => {
    expect(firstError(sectionCreateRequestSchema, { ...validSection, slug: 'Hero_Banner' })).toBe('Slug must contain only lowercase letters, numbers, and hyphens');
    expect(sectionCreateRequestSchema.parse({ ...validSection, category: '  Mega Menu ' }).category).toBe('mega menu');
  });

  it('update is partial (the screen sends {status} alone) but keeps the rules for what is sent', () => {
    expect(sectionUpdateRequestSchema.parse({ status: 'published', revision: 0 })).toMatchObject({ status: 'published' });
    expect(firstError(sectionUpdateRequestSchema, { code: ' ', revision: 0 })).toBe('Code is required');
    expect(firstError(sectionUpdateRequestSchema, { slug: '', revision: 0 })).toBe('Slug is required');
  });
});

describe('status body', () => {
  it('requires one of draft, published, archived', () => {
    expect(statusUpdateRequestSchema.parse({ status: 'archived' })).toEqual({ status: 'archived' });
    expect(firstError(statusUpdateRequestSchema, {})).toBe('Status must be one of draft, published, archived');
    expect(firstError(statusUpdateRequestSchema, { status: 'PUBLISHED' })).toBe('Status must be one of draft, published, archived');
  });
});

describe('list queries', () => {
  it('public modules: defaults page 1, limit 20; clamps a larger limit to 1000 (the landing page asks 10000)', () => {
    expect(publicModulesQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(publicModulesQuerySchema.parse({ limit: '10000' }).limit).toBe(1000);
    expect(publicModulesQuerySchema.parse({ limit: '1000', page: '2', featured: 'true', category: ' Header ', search: ' timer ' })).toEqual({
      page: 2,
      limit: 1000,
      featured: true,
      category: 'header',
      search: 'timer',
    });
  });

  it.each([
    [{ page: '0' }, 'page must be a positive integer'],
    [{ page: 'abc' }, 'page must be a positive integer'],
    [{ page: '1.5' }, 'page must be a positive integer'],
    [{ limit: '-1' }, 'limit must be a positive integer'],
    [{ limit: 'many' }, 'limit must be a positive integer'],
    [{ featured: 'maybe' }, 'featured must be true or false'],
    [{ search: 'x'.repeat(201) }, 'Search must be at most 200 characters long'],
  ])('public modules refuses %j with %j', (query, message) => {
    expect(firstError(publicModulesQuerySchema, query)).toBe(message);
  });

  it('treats empty and "all" filters as no filter', () => {
    expect(adminCatalogueQuerySchema.parse({ category: 'all', status: 'all', featured: 'all', search: '' })).toEqual({ page: 1, limit: 20 });
    expect(adminCatalogueQuerySchema.parse({ status: '', featured: '' })).toEqual({ page: 1, limit: 20 });
  });

  it('admin: page size 20 by default, status filter checked', () => {
    expect(adminCatalogueQuerySchema.parse({ status: 'draft', featured: 'false' })).toEqual({ page: 1, limit: 20, status: 'draft', featured: false });
    expect(firstError(adminCatalogueQuerySchema, { status: 'deleted' })).toBe('Status must be one of draft, published, archived');
  });

  it('sections: sortBy among the known orders', () => {
    expect(publicSectionsQuerySchema.parse({ sortBy: 'title' }).sortBy).toBe('title');
    expect(publicSectionsQuerySchema.parse({ sortBy: '' }).sortBy).toBeUndefined();
    expect(firstError(publicSectionsQuerySchema, { sortBy: '$where' })).toMatch(/^sortBy must be one of newest/);
  });
});
