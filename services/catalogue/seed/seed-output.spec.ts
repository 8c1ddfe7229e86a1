import { createHash } from 'node:crypto';
import { moduleCreateRequestSchema } from '@liquify/contracts';
import { createShopifyLiquid, readSectionSchema } from '@liquify/liquid-preview';
import { moduleContent } from '../src/modules/module-content.util';
import { extractPlaceholderNames, renderWithDefaults } from './module-template.util';
import { loadSeedModules, loadSeedSections } from './seed-files.util';

/**
 * What the seed catalogue yields, pinned: per module, the document content the seeder stores (the
 * template, the code with every placeholder at its default, the variables) and what the checks of
 * seed-catalogue.spec.ts read from it (its placeholder names, the template at its defaults: not escaped for
 * its HTML context as the stored code is); per section, its code,
 * its {% schema %} JSON and how Liquid parses it. A helper of the seed checks replaced by a shared lib
 * must leave every digest as it is; a seed file changed on purpose updates them with `jest -u`.
 */
const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

describe('seed catalogue output', () => {
  it('modules: the stored content and what the checks derive from it', () => {
    const out = Object.fromEntries(
      loadSeedModules().map(({ fileSlug, data }) => {
        const parsed = moduleCreateRequestSchema.parse({ ...data, status: 'published', thumbnail: '' });
        const stored = moduleContent(parsed);
        const saved = renderWithDefaults(data.templateCode, data.variables);
        return [
          fileSlug,
          {
            stored: digest(stored),
            placeholders: extractPlaceholderNames(data.templateCode).join(','),
            saved: digest(saved),
          },
        ];
      }),
    );
    expect(Object.keys(out).length).toBeGreaterThanOrEqual(48);
    expect(out).toMatchSnapshot();
  });

  it('sections: the code, its schema and its parse', () => {
    const liquid = createShopifyLiquid();
    const out = Object.fromEntries(
      loadSeedSections().map(({ fileSlug, code }) => {
        // readSectionSchema answers null without a schema tag and refuses several: 0 or 1.
        const schema = readSectionSchema(code ?? '');
        const templates = liquid.parse(code ?? '');
        return [fileSlug, { code: digest(code), schemas: schema === null ? 0 : 1, schema: digest(schema), templates: templates.length }];
      }),
    );
    expect(Object.keys(out).length).toBeGreaterThanOrEqual(32);
    expect(out).toMatchSnapshot();
  });
});
